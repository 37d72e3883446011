"""Who sits where at any table with faces, and how each bot seat behaves (from levels/ and the
setup): the Wink and WinkyBilly tables share it."""

from __future__ import annotations

from ...bots.profile import BotProfile
from ...setup import TableSetup
from ...social.profile import SocialProfile
from ...store.levels import combine, load_difficulties, load_personalities
from ...store.player import FACES


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
    """The face `seat` wears at the table (see seat_faces)."""
    return seat_faces(setup)[seat]


def seat_faces(setup: TableSetup) -> list[int]:
    """Each seat's face: the player's own where a seat has one (seat_player); a bot its
    personality's, unless that is the player's; the others (a bot whose face the player wears,
    unknown bots, the other humans) faces nobody at the table wears yet, in seat order. No seat
    but the player's ever wears the player's face (faces repeat only past eight seats)."""
    people = {p.name: p for p in load_personalities()}
    seats = setup.seats
    mine = {s.face for s in seats if s.kind == "human" and 0 <= s.face < FACES}
    faces: list[int | None] = [None] * len(seats)
    for i, s in enumerate(seats):
        person = people.get(s.personality) if s.kind == "bot" else None
        if s.kind == "human" and s.face in mine:
            faces[i] = s.face
        elif person is not None and person.face not in mine:
            faces[i] = person.face
    others = [f for f in range(FACES) if f not in mine] or list(range(FACES))
    for i, face in enumerate(faces):
        if face is None:
            free = [f for f in others if f not in faces]
            faces[i] = free[0] if free else others[i % len(others)]
    return [f if f is not None else 0 for f in faces]
