#ifndef FROLIC_CGD_SHIM_H
#define FROLIC_CGD_SHIM_H
#include <gd.h>
#include <stdio.h>
/* gd draws shapes and pictures; text is laid out with FreeType (gd's own
   dependency, found through gdlib's include path) so glyphs keep the font's
   fractional advances. */
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#endif
