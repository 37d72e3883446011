"""The guided table (pure guides in game/guides/: read its docstring first for how to write one).

    table.py    GuidedTable, mixed into the game's own TableView: `guided_table(game)` (route
                "guide"); refuses unwanted moves with the guide's words; Next by Space / Enter /
                the button; Skip guide and "Play a real game" deal a real table at the same seats
                (route "table"); Escape is the table's pause menu (Leave keeps the progress)
    source.py   GuidedSource: the live director, its bots scripted; every player move, wink and
                gesture judged by the guide first; every event and signal shown to it after
    layer.py    the ring and arrow on the pointed place, the line's bubble beside it (never over
                it), Next, Skip guide, and the closing buttons
    offer.py    the first-start question (route "guide-offer"; route "start" picks it or setup)
    keeping.py  the progress (store/guide_progress.py) with writes off the drawing path
    entry.py    the small "Guided game" button of the rules screen (setup has a row of its own)
    scene.py    the screenshot scene guide-<game> (also: guide-offer, in ui/scenes.py)

What a game's table must do for its guide: nothing beyond the kit's own table, as long as the
places its steps point at resolve: ("seat", s), ("region", "hand"|"log"|"board"), a card of the
hand strip, and whatever its Board.where names ("card", n)… Moves must go through
`TableView.act`, winks through `source.human_wink`, gestures through `source.human_gesture`
(every table does this already). Register the guide in the spec (`GameSpec.guide`); the scene
`guide-<game>` (ui/scenes.py) then shows the step named by `Guide.scene`, and the offers and the
entries appear by themselves.

A table whose screen has moves of its own that the engine never sees (Zwoggel's laying out of the
cards drawn, played only when confirmed) gives a subclass of GuidedTable in `GameSpec.guided`: it
is mixed in before the game's table in GuidedTable's place (`guided_class_of`), and puts those
moves to the guide itself (`run.judge_move`, then `run.saw`): ui/tables/zwoggel/guided.py.

Tests drive it with input events (tests/ui/guide/): `answer(window, table, hands)` in
tests/ui/guide/play.py does what the step waits for the way a person would (Space or the Next
button; watching the sim clock until a bot's move or wink; the game's `hands` for a move: Wink's
`wink_hands` clicks the card or face, picks the number asked, points and presses the wink key).
"""
