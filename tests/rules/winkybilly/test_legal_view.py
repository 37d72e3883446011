"""A seat's legal WinkyBilly actions, their swaps made when read (winkybilly/legal.py), in their order."""

from __future__ import annotations

from game.rules.winkybilly import Contre, Done, DoubleWinky, Swap, Winky
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, table

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


def spelt_out(state, seat: int) -> list:  # type: ignore[no-untyped-def]
    """The list the sequence stands for, made by hand from the state."""
    t = state.t
    swaps = [Swap(seat, t, g, s) for g in state.hands[seat] for s in state.saloon]
    calls = [Done(seat, t), Winky(seat, t), DoubleWinky(seat, t)]
    return swaps + calls + [Contre(seat, t, o) for o in range(4) if o % 2 != seat % 2]


def test_reading_the_sequence_gives_every_swap_hand_major_then_holster_and_calls() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    coup_de_feu(state)
    acts = state.legal_actions(0)
    expected = spelt_out(state, 0)
    assert len(acts) == len(expected) == 16 + 1 + 1 + 1 + 2  # swaps, holster, WINKY, Double, 2 CONTRE
    assert [acts[i] for i in range(len(acts))] == expected == list(acts)
    assert acts[16] == Done(0, state.t) and acts[17] == Winky(0, state.t)
    assert acts[-1] == expected[-1] and acts[3:7] == expected[3:7]
    assert acts == expected and expected == acts and acts == state.legal_actions(0)
    assert repr(acts) == repr(expected)
    assert Swap(0, state.t, state.hands[0][3], state.saloon[1]) in acts


def test_the_sequence_does_not_change_when_the_state_moves_on() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    coup_de_feu(state)
    acts = state.legal_actions(0)
    before = list(acts)
    state.apply(acts[5])  # a swap: the hand and the saloon change
    assert list(acts) == before and acts[5] == before[5]
    assert acts != state.legal_actions(0)


def test_before_the_coup_de_feu_only_the_calls_are_listed() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    acts = state.legal_actions(0)
    assert not any(type(a) is Swap or type(a) is Done for a in acts) and acts[0] == Winky(0, state.t)
