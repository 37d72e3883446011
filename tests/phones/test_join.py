"""Joining by a short code, for phones that cannot scan: only while offered, few tries."""

from __future__ import annotations

import aiohttp
import pytest

from game.phones.codes import ALPHABET, LENGTH, TRIES, WAIT, JoinCodes, normalise

from .serving import base, run, serving


async def post(client: aiohttp.ClientSession, url: str, code: str) -> tuple[int, str, str]:
    answer = await client.post(url, data={"code": code}, allow_redirects=False)
    return answer.status, answer.headers.get("Location", ""), await answer.text()


def test_the_right_code_leads_to_the_seats_page_only_while_it_is_offered() -> None:
    with serving() as server:
        code = server.code(2)
        assert len(code) == LENGTH and set(code) <= set(ALPHABET)
        join = base(server) + "/join"

        async def go() -> list[tuple[int, str, str]]:
            async with aiohttp.ClientSession() as client:
                form = await client.get(join)
                assert form.status == 200 and 'name="code"' in await form.text()
                before = await post(client, join, code)  # not offered yet: a wrong try
                server.offer_code(2)
                typed = f" {code[:2].lower()}-{code[2:]} "  # as a hurried thumb types it
                offered = await post(client, join, typed)
                page = await client.get(base(server) + offered[1])
                assert page.status == 200 and 'data-game="winkybilly"' in await page.text()
                server.offer_code(None)
                after = await post(client, join, code)
                return [before, offered, after]

        before, offered, after = run(go())
        assert before[0] == 403 and "does not open a seat" in before[2]
        assert offered[:2] == (303, f"/hand/{server.hub.tokens[2]}")
        assert after[0] == 403 and server.hub.tokens[2] not in after[2]


def test_five_wrong_codes_make_the_client_wait_even_for_the_right_one() -> None:
    clock = [1000.0]
    with serving(clock=lambda: clock[0]) as server:
        server.offer_code(0)
        join = base(server) + "/join"
        wrong = "".join("A" if c != "A" else "B" for c in server.code(0))

        async def go() -> list[tuple[int, str, str]]:
            async with aiohttp.ClientSession() as client:
                answers = [await post(client, join, wrong) for _ in range(TRIES)]
                answers.append(await post(client, join, server.code(0)))
                clock[0] += WAIT + 1
                answers.append(await post(client, join, server.code(0)))
                return answers

        answers = run(go())
        assert [a[0] for a in answers[: TRIES - 1]] == [403] * (TRIES - 1)
        assert answers[TRIES - 1][0] == 429 and "Wait 30 seconds" in answers[TRIES - 1][2]
        assert answers[TRIES][0] == 429 and not answers[TRIES][1]
        assert answers[TRIES + 1][:2] == (303, f"/hand/{server.hub.tokens[0]}")


def test_codes_are_new_with_each_server_and_a_seat_without_a_phone_cannot_be_offered() -> None:
    one, two = JoinCodes([0, 1, 2]), JoinCodes([0, 1, 2])
    assert one.codes != two.codes
    with pytest.raises(ValueError):
        one.offer(5)
    assert normalise(" ab-cd e ") == "ABCDE"
    one.offer(1)
    assert one.claim("phone", one.codes[0], 0.0) is None  # another seat's code, not offered
    assert one.claim("phone", one.codes[1], 0.0) == 1
