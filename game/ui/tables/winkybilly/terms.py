"""The WinkyBilly table's words in plain words (kit/table_terms.py): the countdown and its
"COUP DE FEU!", a call being checked, sudden death, the saloon, the pile and the pot with their
numbers, the calls' buttons and the holster, each plate's tokens and "done" mark, the team marks
and the cards face down before each face. Everything here is public: the explanations name only
what every player sees."""

from __future__ import annotations

from typing import Protocol

from ....i18n import tr
from ....rules.winkybilly import WIN_TOKENS, WinkyBillyObservation, WinkyBillyState
from ...kit.buttons import ButtonRow
from ...kit.stage import TableStage
from ...kit.table_terms import (
    Spot,
    TableTerm,
    box_of_sprite,
    box_of_text,
    button_box,
    from_home,
    plate_counter,
    plate_score,
    union,
)
from .board import SaloonBoard
from .saloon import Saloon
from .words import team_words


class Table(Protocol):
    """What the words read of the WinkyBilly table."""

    state: WinkyBillyState
    saloon: Saloon
    saloon_board: SaloonBoard
    buttons: ButtonRow
    stage: TableStage[int]
    home: int

    def seen(self, seat: int | None) -> WinkyBillyObservation: ...

    def shown_viewer(self) -> int | None: ...


def winkybilly_terms(view: Table) -> list[TableTerm]:
    saloon, seats, buttons = view.saloon, view.stage.seats, view.buttons
    state = view.state
    seats_in_order = from_home(view.home, state.n)

    def status(*words: str) -> list[Spot]:
        """The big line over the saloon, while it says one of `words`."""
        text = saloon.status
        return [(box_of_text(text), {})] if text.text and text.text in words else []

    def countdown() -> list[Spot]:
        """The big line while it counts down ("3…") or shouts "COUP DE FEU!"."""
        text = saloon.status
        other = (tr("winkybilly.checking"), tr("winkybilly.banner_sudden_death"))
        return [(box_of_text(text), {})] if text.text and text.text not in other else []

    def cards() -> list[Spot]:
        shown = [box_of_sprite(s) for s in saloon.slots[: len(saloon.cards)]]
        return [(union(*shown), {})] if shown else []

    def pile() -> list[Spot]:
        obs = view.seen(None)
        return [(union(box_of_sprite(saloon.pile), box_of_text(saloon.pile_count)), {"count": obs["pile"]})]

    def pot() -> list[Spot]:
        obs = view.seen(None)
        return [(union(box_of_sprite(saloon.pot), box_of_text(saloon.pot_count)), {"count": obs["pot"]})]

    def button(name: str) -> list[Spot]:
        return [(button_box(buttons, name), {})]

    def team_of(seat: int) -> str:
        return team_words(state.team(seat), state.teams, state.names)

    def tokens() -> list[Spot]:
        obs = view.seen(None)
        out: list[Spot] = []
        for seat in seats_in_order:
            box = plate_counter(seats.plates[seat], 0)
            if box is not None:
                count = obs["tokens"][obs["teams"][seat]]
                viewer = view.shown_viewer()
                you = viewer is not None and state.team(viewer) == state.team(seat)
                words = {"team": team_of(seat), "count": count, "win": WIN_TOKENS, "you": you}
                out.append((box, words))
        return out

    def done() -> list[Spot]:
        boxes = ((plate_score(seats.plates[seat]), seat) for seat in seats_in_order)
        return [(box, {}) for box, _seat in boxes if box is not None]

    def marks() -> list[Spot]:
        return [(box_of_sprite(seats.mark_sprites[s]), {"team": team_of(s)}) for s in seats_in_order]

    def backs() -> list[Spot]:
        out: list[Spot] = []
        for seat in seats_in_order:
            shown = [box_of_sprite(c) for c in view.saloon_board.backs.backs[seat] if c.visible]
            if shown:
                out.append((union(*shown), {"name": state.names[seat]}))
        return out

    def proofs(several: bool) -> list[Spot]:
        """The cards a call laid over a hand, while they lie there: a set (four of a kind), or
        (`several`) two different cards."""
        laid, sprites, k = view.saloon_board.proofs.laid, view.saloon_board.proofs.sprites, 0
        out: list[Spot] = []
        for _seat, kinds, _until in laid:
            cards = list(sprites)[k : k + len(kinds)]
            k += len(kinds)
            if cards and (len(set(kinds)) > 1) is several:
                out.append((union(*(box_of_sprite(c) for c in cards)), {}))
        return out

    contre = "table_term.desc.contre_kems" if state.config.kems_style else "term.desc.contre_winky"
    return [  # (in the order the terms key walks them; what lies over another first: a proof)
        TableTerm("countdown", "term.coup_de_feu", "term.desc.coup_de_feu", countdown),
        TableTerm(
            "check", "table_term.check", "table_term.desc.check", lambda: status(tr("winkybilly.checking"))
        ),
        TableTerm(
            "sudden_death",
            "table_term.sudden_death",
            "table_term.desc.sudden_death",
            lambda: status(tr("winkybilly.banner_sudden_death")),
        ),
        TableTerm("pile", "table_term.pile", "table_term.desc.pile", pile),
        TableTerm("saloon", "term.saloon", "term.desc.saloon", cards),
        TableTerm("pot", "table_term.pot", "table_term.desc.pot", pot),
        TableTerm("winky", "term.winky", "term.desc.winky", lambda: button("winky")),
        TableTerm("contre", "term.contre_winky", contre, lambda: button("contre")),
        TableTerm("double", "term.double_winky", "term.desc.double_winky", lambda: button("double")),
        TableTerm("holster", "term.holster", "term.desc.holster", lambda: button("done")),
        TableTerm("tokens", "table_term.tokens", "table_term.desc.tokens", tokens),
        TableTerm("done_mark", "term.holster", "term.desc.holster", done),
        TableTerm("team_mark", "table_term.team_mark", "table_term.desc.team_mark", marks),
        TableTerm("proof_set", "table_term.proof_set", "table_term.desc.proof_set", lambda: proofs(False)),
        TableTerm("proof_two", "table_term.proof_two", "table_term.desc.proof_two", lambda: proofs(True)),
        TableTerm("hand_backs", "table_term.hand_backs", "table_term.desc.hand_backs", backs),
    ]
