"""Who sits where at any table with faces, and how each bot seat behaves (from levels/ and the
setup): the Wink and WinkyBilly tables share it."""

from __future__ import annotations

from ...bots.profile import BotProfile
from ...setup import TableSetup
from ...social.profile import SocialProfile
from ...store.levels import combine, load_difficulties, load_personalities


def bot_profiles(setup: TableSetup) -> dict[int, tuple[SocialProfile, BotProfile]]:
    """Each bot seat's profiles: its difficulty seen through its personality."""
    levels = load_difficulties()
    people = {p.name: p for p in load_personalities()}
    out: dict[int, tuple[SocialProfile, BotProfile]] = {}
    for seat, s in enumerate(setup.seats):
        if s.kind != "bot":
            continue
        profile = levels.get(s.difficulty, levels["normal"])
        person = people.get(s.personality)
        if person is not None:
            profile = combine(profile, person)
        out[seat] = (SocialProfile.from_mapping(profile), BotProfile.from_mapping(profile))
    return out


def face_of(setup: TableSetup, seat: int) -> int:
    """The face of a bot's personality; humans and unknown bots take faces no bot at the table uses."""
    people = {p.name: p for p in load_personalities()}
    taken = {people[s.personality].face for s in setup.seats if s.personality in people}
    person = people.get(setup.seats[seat].personality)
    if person is not None:
        return person.face
    free = [f for f in range(8) if f not in taken] or list(range(8))
    return free[seat % len(free)]
