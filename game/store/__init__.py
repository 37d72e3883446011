"""What the game keeps and reads below the UI: settings and remembered things in the user's data
folder (settings.py, stores.py, files.py), key bindings (keys.py), and the levels/ data (levels.py).
"""
