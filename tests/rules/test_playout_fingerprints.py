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
from game.rules.registry import engine as engine_named

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
    "wink:wink-fr,4": "894c97585ecb5807b1e42fb6af435de56ba146e94ee9ef8655db5668553709ac",
    "wink:wink-fr,5": "48491d81a751e529fe0b64f4562af0597ec5d5b5e6b4ecb09786e72ccd33da0a",
    "wink:wink-fr,6": "937fcff9dd271b3a153a0658b2e92ad233f1eaa5355784285001703647f261fc",
    "wink:wink-fr,7": "226445924d882abca3dd0bbb76420b26fae735757ad6bba53ab2fae19ddb2e83",
    "wink:wink-fr,8": "8b20331cf912097c2a18b2a62cd8913a3ea8fdc69f76020c69b2aabcfeb91fcf",
    "wink:wink-en,4": "877d8fb92ad65de0f1771a9735d74c2e12e05a8c787b207350b86fe59945e85b",
    "wink:wink-en,5": "b6322b2efcbdc9acc4fd8f127325ff82c70599b588d75228095c7908ba03b7b2",
    "wink:wink-en,6": "cc9a4f59888c5389ee927f3ea094edd160dcb4d8506678819b0626a59f7a9b6e",
    "wink:wink-en,7": "149839d26ce6a6946aa920180208b5125d2e806fd858a91140bb6682f7d59d7d",
    "wink:wink-en,8": "454314a142b5f846b8e2aebcd4b186433950c4a754a11818885b588d5fe7c23f",
    "wink:zwinkern-fr,3": "d9010fc8d43486fdf845733a76ac439c1e742ca3141136d2911e90d1011b1511",
    "wink:zwinkern-fr,4": "4ae79622ca97a99570ba5cc7c312607de23e341d71e585b9f9a252e3812713ca",
    "wink:zwinkern-fr,5": "52a41ab45da1f67d193d2e06ff2728d722eae6691844c62d1e00e7ee0fe57e35",
    "wink:zwinkern-fr,6": "c3c9351d2f103feb382648e91a269eb47719a676061f877d2518b5bbba835555",
    "wink:zwinkern-en,3": "cebf2cd1e1fba1809d049de6a73134021866bb903e5cfe88b801eb985b3789b7",
    "wink:zwinkern-en,4": "87681d0b9b40fe2838cd68625f949c5c1a04cbeb3c4724fccab47b58e3f72c5f",
    "wink:zwinkern-en,5": "6dede6920859a1ced0950775cebbc18568fcaf76dbfbd6381161d784bfddb28d",
    "wink:zwinkern-en,6": "ae5aa81a2941e2f5ea4bc5d283ecd4b6e89bba6170a84c0f41f6bcd7cb29096d",
    "wink:wink-en,4,True": "8cc2c5ab06ea66e203d17eac9e0bec36fe2123a9fd6d7c17aba54ed0a7a67b14",
    "wink:wink-en,5,True": "09ce6d9f1a30c696dcef8c37d39d3bb57213f4cd55412d0e1bfb8aa15b40b814",
    "wink:wink-en,6,True": "beac4d7e84d10ed5fbc8af5aaa6e22c2e415426d94c9a99c32c3d0d469c76cfb",
    "wink:wink-en,7,True": "8ac3bb48f3b1a56dc835788a5efda0673efc0180d806d9235ffee3aead0d7758",
    "winkybilly:4": "4341a84771e024d633626ee2cd7793dd831b2f23750740f1468b47a295abefd4",
    "winkybilly:6": "1287c4f1d3aa0c3862b0025952b2ba2aa20aaa79c1f7162e3e44f000663b86ac",
    "winkybilly:8": "36bdace114151eedcbe5ed4e49c21b148a72d1fe4cce8ba9991fe132b751711b",
    "winkybilly:10": "633b71d403aae00925f28d69c801ee076201e9407c7b511b0c5e2625981d886d",
    "winkybilly:6,True,True": "e04bce6662f692b00396d7dbae7fe955987d7b2413d11986a8099cf614d164e5",
    "winkybilly:4,True,0.0,0.7": "5027624007f006c8a9f98ce51fcaafa87cdf204581a58d366207dfc08a41da7d",
    "winkybilly:6,0.0": "5c23bdd49340157cfaa9ec4ff0c21942ccd6d523b75d062edd8bc3ce4539a2a0",
    "winkybilly:8,7.5": "f3e25cf45a424ed8399ce51a69918435f28cc27e9381f5e5f272014cfa016630",
    "zwoggel:2": "5729402c687f3705e65a7c23479f7634237f60653e300ebbd21482738523332b",
    "zwoggel:3": "52f6b4fbd67b6de51eb639e4e96aa5eee913e094978adf7160bb9acb8387f0b2",
    "zwoggel:4": "a0ab8d947b8392eab3f00c475f2c0d07744dbb0211d3e1ced5667280fd4c693b",
    "zwoggel:3,20,30": "130d321be5b686ef120da53d08b1e5769f5ce39bbc7943625cb228c8036a50ff",
}


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_playouts_are_exactly_as_pinned(case: Case) -> None:
    assert fingerprint(*case) == PINNED[case_id(case)]


if __name__ == "__main__":
    for case in CASES:
        print(f'    "{case_id(case)}": "{fingerprint(*case)}",')
