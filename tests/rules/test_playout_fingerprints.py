"""Seeded random playouts of every engine, preset and table size, pinned as sha256 fingerprints.

The fingerprint covers everything a playout shows: every event returned by every action (kind,
data in order, recipient), the legal actions of every seat before each action (in order), the
history, the scores, the winners and the final save. Speed work on the engines must leave them all
unchanged. Zwoggel's playouts also go on in `copy()`s of the state, so copies are pinned too.

After a deliberate change of the rules, print the new fingerprints with
`python -m tests.rules.test_playout_fingerprints` and review the diff.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from game.rules.engine import Engine

from .harness import engine as engine_named

Case = tuple[str, dict[str, Any]]

WINK_COUNTS = {
    "wink-fr": range(4, 9),
    "wink-en": range(4, 9),
    "zwinkern-fr": range(3, 7),
    "zwinkern-en": range(3, 7),
}
CASES: list[Case] = [
    *(("wink", {"preset": p, "players": n}) for p, counts in WINK_COUNTS.items() for n in counts),
    *(("wink", {"preset": "wink-en", "players": n, "extra_card": True}) for n in range(4, 8)),
    *(("winkybilly", {"players": n}) for n in (4, 6, 8, 10)),
    ("winkybilly", {"players": 6, "kems_style": True, "own_set_for_double": True}),
    ("winkybilly", {"players": 4, "redeal_sets": True, "countdown_s": 0.0, "idle_timeout_s": 0.7}),
    ("winkybilly", {"players": 6, "check_s": 0.0}),
    ("winkybilly", {"players": 8, "check_s": 7.5}),
    *(("zwoggel", {"players": n}) for n in (2, 3, 4)),
    ("zwoggel", {"players": 3, "reds": 20, "greens": 30}),
]
SEEDS = range(60)  # games per case
LISTED = 15  # in the first games, the legal actions of every seat are pinned at every step
MAX_ACTIONS = 3000  # a WinkyBilly game can be long; the cut-off is part of the fingerprint
COPY_EVERY = 7  # Zwoggel: the playout goes on in a copy of the state every this many actions


def case_id(case: Case) -> str:
    name, config = case
    return name + ":" + ",".join(str(v) for v in config.values())


def fingerprint(name: str, config: dict[str, Any], seeds: range = SEEDS) -> str:
    engine: Engine = engine_named(name)
    digest = hashlib.sha256()

    def feed(value: Any) -> None:
        digest.update(json.dumps(value, separators=(",", ":")).encode())
        digest.update(b"\n")

    for seed in seeds:
        state = engine.new_game(seed=seed, **config)
        rng = random.Random(seed ^ 0x5EED)
        seats = len(state.scores())
        actions = 0
        while not state.is_over() and actions < MAX_ACTIONS:
            if seed < LISTED:
                feed([repr(state.legal_actions(seat)) for seat in range(seats)])
            events = engine.random_step(state, rng)
            feed([[e.kind, e.data, e.to] for e in events])
            actions += 1
            if name == "zwoggel" and actions % COPY_EVERY == 0:
                state = state.copy()
        feed([engine.action_to_json(a) for a in state.history])
        feed([state.is_over(), state.scores(), state.winners(), state.to_json()])
    return digest.hexdigest()


PINNED = {
    "wink:wink-fr,4": "4a49ead9b40f028d4e0105820cb55b81ee4cd186b0423e084f7f414bb6046d85",
    "wink:wink-fr,5": "0a7f07bf3c6527883cfc5662145a5906e808a42113a07cccccd48b43ba95fe9e",
    "wink:wink-fr,6": "bf5fe08d29b415bfa64416b9910ec216f62ee964829869701a0c2931023c5820",
    "wink:wink-fr,7": "bfae74ad9f05d3d2d31fb143502f3ef3ba613c10d920249f949d3ab8a6819dd5",
    "wink:wink-fr,8": "d8eea8db764ee6332adfe70d8ea07d391041ee2d9a8c1144d83f6088c9f10311",
    "wink:wink-en,4": "1a6c29c1376a14364979386a1020859810125a5d7f82d39b865004d6363ca88a",
    "wink:wink-en,5": "1c671f1561d0f4fb704f28118f2c75b4a7b77c762e2fdf83ff1cca770a2fc0be",
    "wink:wink-en,6": "bfc2030849850d3a2333486770fdfc41d1ef96f13c420de8a1f85a321962d2b4",
    "wink:wink-en,7": "fdf73641783d428cea23660f51e6dda11731dec92e5791d81c3d1b77373185e0",
    "wink:wink-en,8": "4d4d2dd8b72b7b6aadf4555120a0d267424bc2c40b209ed8086955a021c7b726",
    "wink:zwinkern-fr,3": "00e3fc06acc92c427ee63f66bff369accbdd7d2b2796ab5aaa18e8c693f8f696",
    "wink:zwinkern-fr,4": "89ca594c05e261c6aa8c200a77b9b144de49889676a33edc8ce9eea676cbb764",
    "wink:zwinkern-fr,5": "b4205b92792d783d659864c748b76e248ef5a0c64d1a1c4c318475020c534953",
    "wink:zwinkern-fr,6": "4da9875f18715f7b02b2818792dc3c520224a4275d26e6eac4794774143c3d6c",
    "wink:zwinkern-en,3": "31845d097b569bd23c019b1ab2ca7fd2a3c02d6a8844e18000c3fe18bb5a5e79",
    "wink:zwinkern-en,4": "13c534eacfe838fe8cc387508db347436dbd4d1c3e1468c88eb0414f55d98255",
    "wink:zwinkern-en,5": "e62059cf66ca1d6dab6f64526974b949d5b857873dbb7e9a858653a40ba157f3",
    "wink:zwinkern-en,6": "385ef6762fa38507da4e496aa1424c12e0568d8f1951b333f9f249a521eae320",
    "wink:wink-en,4,True": "ee6e4257385dd299a69234c64a3f59d8907886a13dc71865781bb03c271d2d66",
    "wink:wink-en,5,True": "c9d84945d4b373a65b3b7d2ca0f9a6ba3d1d890954a57cae0d25d26c91a7ac47",
    "wink:wink-en,6,True": "f8f33ce26c53c80e8ea07392543692fabc2838cfd78dd5c3e31f1f426a31f331",
    "wink:wink-en,7,True": "898a0fb89c0a3d64561576098ea33a6d07e819dbd9b73f37d8e760dfb752d69f",
    "winkybilly:4": "0dd8443ea6a6d0e33bbe52002aaff4eb3f0ab8efdcabbda03a9d319277c56faf",
    "winkybilly:6": "36c705fa7e00d8c4e519f74be729ef5724e84f5bfeab24fa864204b3032fa1fb",
    "winkybilly:8": "440410137aff13e08c2b6a56e7ba9f0a1a38dc1191e696936b90f55b64fb41aa",
    "winkybilly:10": "c977ef5a7801cc7d5451629ddd5df9507c6cbea7b9019a52a0a8c9db303cba18",
    "winkybilly:6,True,True": "d318e50ea17b6a7680fbc2129505bedfb1ee391c722e1525d9e6e7d9c579feb5",
    "winkybilly:4,True,0.0,0.7": "8a1780ccf4890e657b85a7b787e113b82338db0e8d547f68ee83fc8ba931ad68",
    "winkybilly:6,0.0": "6c39d0b4061a36cf1908630dca98da1e43ad061c4b6befa765d19f9cc39ba382",
    "winkybilly:8,7.5": "c150a4004c25ad3b53bd35324deba46a8249bfa1dd13c41a83d1eff9a28d563e",
    "zwoggel:2": "704331920190b45bcaa8828a9a3ef631754279f5ac90b6cc6d5f4058c42b167f",
    "zwoggel:3": "ee9439fa6910db9e7dcd98f71b15273f92bed472df9fbbc53157701e19d7ca5a",
    "zwoggel:4": "d447c77ed3775174ac6189712fc61aec857ea80aa3162688ae9a1acb0727f4b5",
    "zwoggel:3,20,30": "31c3170c75a734d316e4527f230cb8b814f2320279789c8a4929fe2dddd1e627",
}


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_playouts_are_exactly_as_pinned(case: Case) -> None:
    assert fingerprint(*case) == PINNED[case_id(case)]


if __name__ == "__main__":
    for case in CASES:
        print(f'    "{case_id(case)}": "{fingerprint(*case)}",')
