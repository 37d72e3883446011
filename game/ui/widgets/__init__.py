"""Small drawing and input helpers shared by the screens."""
