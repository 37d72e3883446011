"""Guided games: a game with comments. The player makes every move, one idea at a time; bots play
a script; the table shows a line beside what it speaks of. Pure (no arcade): the guided table that
draws and plays one is in game/ui/guide/.

    guide.py    Guide (a fixed TableSetup, the human's seat, the steps, the closing line),
                Step, Expect (what ends a step), Cue (what a bot does while a step waits)
    run.py      GuideRun: the step reached, the cues due, the player's moves judged
    script.py   ScriptedPolicy: the game's own bots' eyes, moves only on cue

How a game adds its guided game
-------------------------------
1. Write `game/guides/<game>/lesson.py` (a package of its own: game names belong only in a game's
   packages) with a function `guide(you: str, face: int) -> Guide`: the player's name and face go
   on the human seat (seat `you` of the Guide), bots (named personalities of levels/
   personalities.toml, level "beginner") on the others, and a seed chosen so that the deal suits
   the lesson (write the deal in the module's docstring; a test checks `state_at` for every step).
2. Register it in the game's spec: `guide=Ref("game.guides.<game>.lesson:guide")`.
3. Steps: `Step(name, line, point, ends, done=, mistake=, cues=, names=, params=, done_point=)`.
   - `name` is kept in the player's progress: keep it stable once shipped.
   - `line`, `done`, `mistake` are catalogue keys (game/i18n/{en,fr}/guide_<game>.toml, or the
     game's own section of guide.toml): short, one idea each. Placeholders: `names` fills seats'
     names ({"partner": 2} -> "Hugo"), `params` the rest; every line may also name the player's
     keys as `{key_<action>}` for the game's spec.keys and "next_seat", "peek_hand".
   - `point`: a place the table can find (None: nothing):
       ("seat", s)          a face (a round ring)
       ("card", c)          a card of the player's hand strip, else of the board (the board's
                            `where`: Wink's grid numbers, …)
       ("region", r)        a part of the table: "hand", "log", "board"
       any other place the game's Board.where answers (("slot", 2), ("cell", (3, -1)), …)
     `done_point`: where the `done` line points, when it speaks of another place (else `point`).
   - `ends`: Expect(NEXT) (the player presses Next / Space), Expect(MOVE, match, answer) (a move
     of the player's whose fields include `match`, e.g. {"action": "call", "number": 24}; `answer`
     is the move a person makes: it is replayed when the guide resumes past this step, and tests
     play it), Expect(SIGNAL, {"seat":…, "signal": "wink"|<gesture>, "target":…}, answer) (a wink
     or a gesture at the table, a bot's or the player's; the player's answer is (signal, target)),
     Expect(EVENT, {"kind": "named_right", …}) (an engine event: the bots' cued moves end steps
     this way). A signal's fields also hold "seen_by", the faces looking at the signer as it
     begins: {"seen_by": (2,)} wants seat 2's eyes on the player and nobody else's (cue the others
     to look elsewhere meanwhile; the step's `mistake` says why a watched wink is refused).
   - `cues`: Cue(seat, at_s, "act", action) (a bot's move, at_s seconds after the step begins;
     a cued move not yet made when the step ends is made then), Cue(seat, at_s, "look",
     target=s, hold_s=3) (a held look), Cue(seat, at_s, "signal", target=s, hold_s=0.6,
     signal="wink"|<gesture>) (a wink: make it slow, 0.5 s or more), with every_s to repeat a look
     or a signal while the step waits. Bots do nothing but look around otherwise: the table holds
     while the player reads.
   A move the waiting step does not expect is refused (not played) and `mistake` (else the kit's
   "guide.mistake") is said; the step still waits.
4. The guide ends with its closing line and "Play a real game": a real table at the same seats.
5. A real-time game (WinkyBilly) sets `Guide(..., real_time=True)`: the whole table (faces,
   bots, the engine's clock) stands still while the player reads (a step waiting for Next, a
   done line), and runs while a step waits for a move, a signal or an event.
6. `Guide(..., scene="step_name")`: the step the screenshot scene `guide-<game>` shows.
"""

from .guide import ENDS, EVENT, MOVE, NEXT, SIGNAL, Cue, Expect, Guide, Place, Step
from .run import GuideRun

__all__ = ["ENDS", "EVENT", "MOVE", "NEXT", "SIGNAL", "Cue", "Expect", "Guide", "GuideRun", "Place", "Step"]
