// WinkyBilly on a phone (game/phones/games/winkybilly.py makes its view): the hand and the saloon,
// swapped by tapping a hand card then a saloon card (or the reverse), in real time; the holster;
// the team's secret signal and a button to make it at the partner; WINKY / CONTRE WINKY / Double
// Winky; the countdown and the coup de feu; the tokens and the pot.
// Cards are the table's own pictures (/art/winkybilly/), named by their alt text. Each card
// carries its identity in `data-card` (0–77): only this seat's hand and the saloon are
// ever in the page.
(function () {
  "use strict";
  const Hands = (window.Hands = window.Hands || {});
  Hands.games = Hands.games || {};

  // The page's own styles (CSP: a constructed sheet, no inline <style>).
  const STYLE = `
.wb { display: flex; flex-direction: column; gap: 0.7rem; padding-bottom: 3rem; }
.wb-top { display: flex; flex-direction: column; align-items: center; gap: 0.1rem; }
.wb-phase { font-size: 1.6rem; font-weight: 800; color: var(--gold); letter-spacing: 0.02em; text-align: center; }
.wb-phase.fire { color: #ffdf6b; text-shadow: 0 0 0.6rem rgba(255, 200, 80, 0.7); }
.wb-phase.count { font-size: 2.2rem; }
.wb-tokens { color: var(--ink); font-size: 1rem; }
.wb h2 { font-size: 1.05rem; color: var(--muted); margin: 0.2rem 0 0; font-weight: 600;
  text-transform: uppercase; letter-spacing: 0.08em; }
.wb-row { display: grid; grid-template-columns: repeat(4, 1fr); gap: 0.5rem; }
.wb-card { position: relative; aspect-ratio: 96 / 136; min-height: 0; padding: 0; border-radius: 0.55rem;
  border: 3px solid transparent; background: transparent; display: block; overflow: hidden;
}
.wb-card img { display: block; width: 100%; height: 100%; object-fit: contain; pointer-events: none; }
.wb-card .name { display: none; }
.wb-card .name.own { display: block; position: absolute; left: 0; right: 0; bottom: 0; padding: 0.15rem 0.1rem;
  background: #f1e4c3; color: #2b1d10; font-size: 0.56rem; font-weight: 800; line-height: 1.05;
  text-align: center; text-transform: uppercase; overflow-wrap: normal; word-break: normal; }
.wb-card .name.own.long { font-size: 0.46rem; letter-spacing: -0.03em; }
.wb-card.picked { border-color: var(--gold); transform: translateY(-0.15rem);
  box-shadow: 0 0 0 3px var(--gold), 0 0.5rem 1rem rgba(0, 0, 0, 0.6); }
.wb-card:disabled { opacity: 1; filter: saturate(0.55) brightness(0.85); }
.wb-saloon { background: rgba(0, 0, 0, 0.22); border-radius: 0.9rem; padding: 0.5rem; }
.wb-hint { color: var(--muted); font-size: 0.95rem; margin: 0; min-height: 1.3em; }
.wb-set { color: #ffdf6b; font-weight: 700; }
.wb-actions { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 0.5rem; }
.wb-actions button { padding: 0.3rem 0.3rem; font-size: 1rem; line-height: 1.15; }
.wb-actions .wide { grid-column: 1 / -1; }
.wb-actions .wb-call { font-weight: 800; letter-spacing: 0.03em; font-size: min(1rem, 5vw); }
.wb-call.winky { background: #8a2b1d; border-color: #ffb199; font-size: min(1.15rem, 5.6vw); }
.wb-holster.up { background: var(--gold); color: var(--felt-deep); }
.wb-signal { border: 2px dashed var(--gold); border-radius: 0.8rem; padding: 0.5rem 0.6rem; display: flex;
  flex-direction: column; gap: 0.35rem; background: rgba(0, 0, 0, 0.2); font-size: 1rem; }
.wb-signal strong { color: var(--gold); }
.wb-pick { display: flex; flex-direction: column; gap: 0.5rem; }
.wb-over { font-size: 1.4rem; font-weight: 800; color: var(--gold); text-align: center; }
`;
  // The card's own picture carries its name in English: where the page speaks another language,
  // the name in that language is laid over the picture's label.
  const OWN_NAMES = document.documentElement.lang !== "en";

  let picked = null; // {where: "hand" | "saloon", card}
  let asking = null; // "contre": the opponents' faces are offered

  const { el, button } = Hands.dom; // (the shell's: it loads this page's game after itself)

  function render(root, view, api) {
    Hands.dom.adopt(STYLE);
    const w = (key, values) => api.words("winkybilly." + key, values);
    const rerender = () => render(root, api.message.view, api);
    const seat = api.message.seat;
    const names = view.names;
    const open = view.phase === "exchange" && !view.checking && !view.done && !view.over;
    const inHand = new Set(view.hand.map((c) => c.card));
    const inSaloon = new Set(view.saloon.map((c) => c.card));
    if (picked && !(picked.where === "hand" ? inHand : inSaloon).has(picked.card)) picked = null;
    if (!open) picked = null;

    const page = el("div", "wb");
    // the moment and the tokens
    const top = el("div", "wb-top");
    let phase;
    if (view.over) phase = el("div", "wb-phase", api.words("game_over"));
    else if (view.phase === "countdown") phase = el("div", "wb-phase count", w("countdown", { count: view.countdown }));
    else if (view.checking) phase = el("div", "wb-phase", w("checking"));
    else phase = el("div", "wb-phase fire", w("coup_de_feu"));
    top.appendChild(phase);
    const team = view.team;
    top.appendChild(el("div", "wb-tokens", w("tokens", { mine: view.tokens[team], pot: view.pot })));
    page.appendChild(top);

    if (view.over) {
      const won = view.winners.includes(seat);
      page.appendChild(el("div", "wb-over", won ? api.words("you_won") :
        api.words("winners", { names: view.winners.map((s) => names[s]).join(", ") })));
    }

    // the saloon, then the hand
    const swap = (where, card) => {
      if (!open) return;
      if (picked && picked.where === where && picked.card === card) picked = null;
      else if (picked && picked.where !== where) {
        const give = where === "hand" ? card : picked.card;
        const take = where === "saloon" ? card : picked.card;
        api.send({ type: "act", move: { kind: "swap", give, take } });
        picked = null;
      } else picked = { where, card };
      rerender();
    };
    const cards = (list, where) => {
      const row = el("div", "wb-row " + where);
      for (const c of list) {
        const node = button("", "wb-card", () => swap(where, c.card), !open);
        node.dataset.card = String(c.card);
        node.dataset.type = c.type;
        node.dataset.where = where;
        const name = w("card." + c.type);
        const picture = el("img");
        picture.src = "/art/winkybilly/" + c.picture;
        picture.alt = name;
        picture.draggable = false;
        node.appendChild(picture);
        const longest = Math.max(...name.split(" ").map((word) => word.length));
        const label = el("span", "name" + (OWN_NAMES ? " own" : "") + (longest >= 8 ? " long" : ""), name);
        label.setAttribute("aria-hidden", "true"); // (the picture's alt says it)
        node.appendChild(label);
        if (picked && picked.where === where && picked.card === c.card) node.classList.add("picked");
        row.appendChild(node);
      }
      return row;
    };
    const saloon = el("section", "wb-saloon");
    saloon.appendChild(el("h2", "", w("saloon")));
    saloon.appendChild(cards(view.saloon, "saloon"));
    page.appendChild(saloon);
    const hand = el("section", "wb-hand");
    hand.appendChild(el("h2", "", w("hand")));
    hand.appendChild(cards(view.hand, "hand"));
    page.appendChild(hand);
    const types = new Set(view.hand.map((c) => c.type));
    const hint = el("p", "wb-hint", open ? w("swap_hint") : view.done ? w("holster_down") : "");
    if (view.hand.length === 4 && types.size === 1) hint.classList.add("wb-set");
    page.appendChild(hint);

    // the holster and the calls
    const actions = el("div", "wb-actions");
    const live = !view.over && !view.out[team];
    const holster = button(view.done ? w("holster_down") : w("holster"),
      "wb-holster wide" + (view.done ? " up" : ""),
      () => api.send({ type: "act", move: { kind: "done" } }), !live || view.phase !== "exchange");
    actions.appendChild(holster);
    if (asking === "contre") {
      const pick = el("div", "wb-pick wide");
      pick.appendChild(el("strong", "", w("contre_whom")));
      for (const s of view.opponents) {
        const face = button(names[s], "wb-face", () => {
          asking = null;
          api.send({ type: "act", move: { kind: "contre", target: s } });
          rerender();
        }, !live);
        face.dataset.seat = String(s);
        pick.appendChild(face);
      }
      pick.appendChild(button(w("cancel"), "", () => { asking = null; rerender(); }));
      actions.appendChild(pick);
    } else {
      actions.appendChild(button(w("winky"), "wb-call winky",
        () => api.send({ type: "act", move: { kind: "winky" } }), !live));
      actions.appendChild(button(w("contre"), "wb-call contre",
        () => { asking = "contre"; rerender(); }, !live || view.opponents.length === 0));
      actions.appendChild(button(w("double"), "wb-call double",
        () => api.send({ type: "act", move: { kind: "double" } }), !live));
    }
    page.appendChild(actions);

    // the team's secret, shown only here
    if (view.signal && view.partner !== null && view.partner !== undefined) {
      const box = el("section", "wb-signal");
      const gesture = w("gesture." + view.signal);
      const line = el("div", "");
      line.appendChild(el("strong", "", w("signal", { signal: gesture })));
      box.appendChild(line);
      box.appendChild(button(w("make_signal", { name: names[view.partner] }), "wb-make-signal",
        () => api.send({ type: "signal", kind: view.signal, target: view.partner }), !live));
      page.appendChild(box);
    }
    if (view.last_call) {
      const call = view.last_call;
      const words = { name: names[call.seat], target: names[call.target], call: w(call.call) };
      page.appendChild(el("p", "wb-hint", w(call.right ? "last_call_right" : "last_call_wrong", words)));
    }
    if (view.out[team]) page.appendChild(el("p", "wb-hint", w("out")));
    page.appendChild(el("p", "wb-hint", w("holsters", { count: view.holsters }) + " · " +
      view.tokens.map((t, i) => w("team_tokens", { team: i + 1, count: t })).join(" · ")));

    root.replaceChildren(page);
  }

  Hands.games.winkybilly = { render };
})();
