// Rigid-body dynamics on Chipmunk2D for the tap-burst scene (pure simulation, no pixels).
