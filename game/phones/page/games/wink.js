// Wink on a phone (game/phones/games/wink.py makes its view): the hand, dead twins dimmed; the
// moment a player called a number whose twin is in this hand ("Priya called your 6 — wink at
// her!", the phone vibrating once per call); the faces to wink at, marked when they look at you;
// J'accuse! (a face, then a number); on your turn, the numbers to call or the partner to name.
// The hand's cards are the table's own pictures (/art/wink/), their number as alt text. Each
// number card carries `data-number`; each face button `data-seat`.
(function () {
  "use strict";
  const Hands = (window.Hands = window.Hands || {});
  Hands.games = Hands.games || {};

  const STYLE = `
.wk { display: flex; flex-direction: column; gap: 0.75rem; padding-bottom: 3rem; }
.wk-turn { font-size: 1.5rem; font-weight: 800; color: var(--gold); text-align: center; }
.wk-turn.mine { color: #ffdf6b; }
.wk h2 { font-size: 1.05rem; color: var(--muted); margin: 0.2rem 0 0; font-weight: 600;
  text-transform: uppercase; letter-spacing: 0.08em; }
.wk-hand { display: grid; grid-template-columns: repeat(auto-fill, minmax(3.6rem, 1fr)); gap: 0.45rem; }
.wk-card { aspect-ratio: 96 / 128; border-radius: 0.55rem; position: relative; overflow: hidden;
  border: 3px solid transparent; }
.wk-card img { display: block; width: 100%; height: 100%; object-fit: contain; }
.wk-card.dead img { opacity: 0.38; filter: grayscale(1); }
.wk-card.dead::after { content: attr(data-dead); position: absolute; left: 0; right: 0; bottom: 18%; text-align: center;
  font-size: 0.7rem; font-weight: 800; text-transform: uppercase; color: var(--ink); background: rgba(0, 0, 0, 0.6); }
.wk-card.called { border-color: #ff8a5c; box-shadow: 0 0 0 3px #ff8a5c, 0 0.3rem 0.8rem rgba(0, 0, 0, 0.5); }
.wk-alert { background: #8a2b1d; border: 3px solid #ffb199; border-radius: 0.9rem; padding: 0.7rem;
  display: flex; flex-direction: column; gap: 0.5rem; font-size: 1.25rem; font-weight: 700; }
.wk-alert button { background: #ffdf6b; color: #3a1a10; border-color: #fff0c2; font-weight: 800; font-size: 1.25rem; }
.wk-faces { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
.wk-face { display: flex; flex-direction: column; align-items: center; gap: 0.1rem; line-height: 1.15; }
.wk-face .eye { font-size: 0.8rem; color: #ffdf6b; font-weight: 700; }
.wk-face.looking { border-color: #ffdf6b; box-shadow: 0 0 0 2px #ffdf6b; }
.wk-numbers { display: grid; grid-template-columns: repeat(6, 1fr); gap: 0.4rem; }
.wk-numbers button { padding: 0.3rem 0; font-weight: 800; min-width: 0; }
.wk-panel { background: rgba(0, 0, 0, 0.22); border-radius: 0.9rem; padding: 0.6rem;
  display: flex; flex-direction: column; gap: 0.5rem; }
.wk-panel strong { color: var(--gold); }
.wk-accuse { background: #3b1f4a; border-color: #d6a8ff; font-weight: 800; }
.wk-score { color: var(--muted); font-size: 1rem; text-align: center; }
.wk-over { font-size: 1.4rem; font-weight: 800; color: var(--gold); text-align: center; }
`;

  let accusing = null; // null, or {target: null | seat}
  const felt = new Set(); // the calls this phone already vibrated for ("seat:number")

  const { el, button } = Hands.dom; // (the shell's: it loads this page's game after itself)

  function render(root, view, api) {
    Hands.dom.adopt(STYLE);
    const w = (key, values) => api.words("wink." + key, values);
    const rerender = () => render(root, api.message.view, api);
    const act = (move) => api.send({ type: "act", move });
    const names = view.names;
    const seat = api.message.seat;
    const page = el("div", "wk");

    // whose turn
    let turn;
    if (view.over) turn = api.words("game_over");
    else if (view.my_turn) turn = api.words("your_turn");
    else turn = api.words("turn_of", { name: names[view.current] });
    page.appendChild(el("div", "wk-turn" + (view.my_turn ? " mine" : ""), turn));
    if (view.over) {
      page.appendChild(el("div", "wk-over", view.winners.includes(seat) ? api.words("you_won") :
        api.words("winners", { names: view.winners.map((s) => names[s]).join(", ") })));
    }

    // "Priya called your 6 — wink at her!"
    const calledNumbers = new Set();
    for (const call of view.partners) {
      calledNumbers.add(call.number);
      const key = call.seat + ":" + call.number;
      if (!felt.has(key)) {
        felt.add(key);
        api.vibrate([200, 80, 200]);
      }
      const alert = el("section", "wk-alert");
      alert.dataset.caller = String(call.seat);
      alert.appendChild(el("div", "", w("called", { name: names[call.seat], number: call.number })));
      const wink = button(w("wink_at", { name: names[call.seat] }), "wk-wink-partner",
        () => api.send({ type: "wink", target: call.seat }));
      wink.dataset.seat = String(call.seat);
      alert.appendChild(wink);
      page.appendChild(alert);
    }

    // on my turn: call a number, or name my partner
    if (view.callable.length) {
      const panel = el("section", "wk-panel");
      panel.appendChild(el("strong", "", w("call")));
      const grid = el("div", "wk-numbers");
      for (const n of view.callable) {
        const b = button(String(n), "wk-call", () => act({ kind: "call", number: n }));
        b.dataset.number = String(n);
        grid.appendChild(b);
      }
      panel.appendChild(grid);
      page.appendChild(panel);
    }
    if (view.naming) {
      const panel = el("section", "wk-panel");
      panel.appendChild(el("strong", "", w("name", { number: view.my_pawn })));
      const faces = el("div", "wk-faces");
      for (const f of view.faces) {
        const b = button(names[f.seat], "wk-name", () => act({ kind: "name", target: f.seat }));
        b.dataset.seat = String(f.seat);
        faces.appendChild(b);
      }
      if (view.may_pass) faces.appendChild(button(w("pass"), "wk-pass", () => act({ kind: "pass" })));
      panel.appendChild(faces);
      page.appendChild(panel);
    }

    // the hand
    page.appendChild(el("h2", "", w("hand")));
    const hand = el("div", "wk-hand");
    for (const card of view.hand) {
      const node = el("div", "wk-card" + (card.dead ? " dead" : "") + (calledNumbers.has(card.number) ? " called" : ""));
      node.dataset.number = String(card.number);
      const picture = el("img");
      picture.src = "/art/wink/card_" + String(card.number).padStart(2, "0") + ".png";
      picture.alt = card.dead ? card.number + " (" + w("dead") + ")" : String(card.number);
      picture.draggable = false;
      node.appendChild(picture);
      if (card.dead) node.dataset.dead = w("dead");
      hand.appendChild(node);
    }
    page.appendChild(hand);
    if (view.pawns.length) {
      page.appendChild(el("div", "wk-score", w("pawns", { calls: view.pawns.map((p) => names[p.seat] + " " + p.number).join(" · ") })));
    }

    // J'accuse!
    if (accusing && (view.over || view.accuse_left <= 0)) accusing = null;
    if (accusing) {
      const panel = el("section", "wk-panel");
      if (accusing.target === null) {
        panel.appendChild(el("strong", "", w("accuse_who")));
        const faces = el("div", "wk-faces");
        for (const f of view.faces) {
          const b = button(names[f.seat], "wk-accuse-face", () => { accusing = { target: f.seat }; rerender(); });
          b.dataset.seat = String(f.seat);
          faces.appendChild(b);
        }
        panel.appendChild(faces);
      } else {
        const target = accusing.target;
        const numbers = view.pawns.filter((p) => p.seat !== target).map((p) => p.number);
        panel.appendChild(el("strong", "", numbers.length ? w("accuse_which", { name: names[target] }) : w("accuse_none")));
        const grid = el("div", "wk-numbers");
        for (const n of numbers) {
          const b = button(String(n), "wk-accuse-number", () => {
            accusing = null;
            act({ kind: "accuse", target, number: n });
            rerender();
          });
          b.dataset.number = String(n);
          grid.appendChild(b);
        }
        panel.appendChild(grid);
      }
      panel.appendChild(button(w("cancel"), "", () => { accusing = null; rerender(); }));
      page.appendChild(panel);
    } else if (!view.over) {
      page.appendChild(button(w("accuse") + "  ·  " + w("accuse_left", { count: view.accuse_left }), "wk-accuse",
        () => { accusing = { target: null }; rerender(); }, view.accuse_left <= 0));
    }

    // winks: at any face (marked when it looks at you)
    if (!view.over) {
      page.appendChild(el("h2", "", w("wink")));
      const faces = el("div", "wk-faces");
      for (const f of view.faces) {
        const b = button("", "wk-face" + (f.looking ? " looking" : ""), () => api.send({ type: "wink", target: f.seat }));
        b.dataset.seat = String(f.seat);
        b.appendChild(el("span", "", names[f.seat]));
        if (f.looking) b.appendChild(el("span", "eye", w("looking")));
        faces.appendChild(b);
      }
      page.appendChild(faces);
    }
    page.appendChild(el("div", "wk-score", api.words("points", { count: view.score }) + " · " + w("won", { count: view.won })));
    root.replaceChildren(page);
  }

  Hands.games.wink = { render };
})();
