// Joins scenes and the rasterizer: a scene file in, a GIF out.
