// Zwoggel on a phone (game/phones/games/zwoggel.py makes its view): the public board, small; on
// your turn, tap a face-down card to reveal it, or lay each drawn card on a free cell (an empty
// cell touching a card: cards laid this turn count), take any back, and confirm. Laying out stays
// on this page until the confirmation sends the placements in the order they were laid.
// Cards are the table's own pictures (/art/zwoggel/: the colour-blind pair when the host's palette
// asks for it), named by their alt text. Board cells carry `data-x`, `data-y` and `data-cell` (up, down, free, laid); drawn cards
// `data-colour`.
(function () {
  "use strict";
  const Hands = (window.Hands = window.Hands || {});
  Hands.games = Hands.games || {};

  const STYLE = `
.zw { display: flex; flex-direction: column; gap: 0.7rem; padding-bottom: 3rem; }
.zw-turn { font-size: 1.45rem; font-weight: 800; color: var(--gold); text-align: center; }
.zw-turn.mine { color: #ffdf6b; }
.zw-say { text-align: center; color: var(--ink); margin: 0; }
.zw-board-wrap { overflow: auto; background: rgba(0, 0, 0, 0.25); border-radius: 0.9rem; padding: 0.4rem;
  max-height: 58vh; }
.zw-board { display: grid; gap: 3px; justify-content: center; }
.zw-cell { aspect-ratio: 1; min-width: 0; min-height: 0; padding: 0; border-radius: 0.3rem; border: 0;
  font-size: 0.75rem; font-weight: 800; display: flex; align-items: center; justify-content: center;
  position: relative; background: transparent; }
.zw-cell img.art, .zw-chip img.art { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: contain;
  pointer-events: none; }
.zw-cell img.mine { position: absolute; right: -2%; bottom: -2%; width: 42%; height: 42%; pointer-events: none; }
.zw-cell .back { position: absolute; left: 0; right: 0; bottom: 0; text-align: center; color: #fff;
  text-shadow: 0 0 3px #000, 0 0 3px #000; font-size: 1.1rem; pointer-events: none; }
.zw-cell.empty { background: transparent; }
.zw-cell.free { background: rgba(255, 255, 255, 0.06); border: 1px dashed rgba(255, 255, 255, 0.18); }
.zw-cell.free.legal { background: rgba(232, 193, 90, 0.25); border: 2px dashed var(--gold); }
.zw-cell.down.can { box-shadow: 0 0 0 3px #ffdf6b; border-radius: 0.5rem; }
.zw-cell.laid { outline: 3px dashed #fff6d8; outline-offset: -2px; }
.zw-cell.laid img.art { opacity: 0.85; }
.zw-drawn { display: flex; gap: 0.6rem; justify-content: center; }
.zw-chip { position: relative; width: min(4.6rem, 13vh); height: min(4.6rem, 13vh); padding: 0; border-radius: 0.8rem;
  border: 3px solid transparent; background: transparent; }
.zw-chip.picked { border-color: #ffdf6b; transform: translateY(-0.3rem); background: rgba(255, 223, 107, 0.2); }
.zw-chip.placed { opacity: 0.3; }
.zw-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 0.5rem; }
.zw-confirm { background: var(--gold); color: var(--felt-deep); font-weight: 800; }
.zw-info { color: var(--muted); font-size: 1rem; text-align: center; }
.zw-over { font-size: 1.4rem; font-weight: 800; color: var(--gold); text-align: center; }
`;
  const AROUND = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];

  let turnKey = ""; // which turn's drawn cards `laid` belongs to
  let laid = []; // [{i, x, y}] in the order laid: drawn card i on (x, y)
  let picked = null; // index of the drawn card picked

  const { el, button } = Hands.dom; // (the shell's: it loads this page's game after itself)

  const key = (x, y) => x + "," + y;

  // One of the table's Zwoggel pictures (/art/zwoggel/), its words as its alt text.
  function picture(name, alt, className) {
    const node = el("img", className || "art");
    node.src = "/art/zwoggel/" + name + ".png";
    node.alt = alt;
    node.draggable = false;
    return node;
  }

  // The cards on the board (public ones and those laid here), as a set of "x,y".
  function occupied(view, upTo) {
    const cards = new Set();
    for (const [x, y] of view.face_up) cards.add(key(x, y));
    for (const [x, y] of view.face_down) cards.add(key(x, y));
    for (const l of laid.slice(0, upTo === undefined ? laid.length : upTo)) cards.add(key(l.x, l.y));
    return cards;
  }

  // May a card go on (x, y) now: empty, and touching a card (Z3: cards laid this turn count).
  function legal(view, x, y, upTo) {
    const cards = occupied(view, upTo);
    if (cards.has(key(x, y))) return false;
    return AROUND.some(([dx, dy]) => cards.has(key(x + dx, y + dy)));
  }

  // Take laid card i back; a later one that no longer touches anything comes back too.
  function takeBack(view, i) {
    const kept = laid.filter((l) => l.i !== i);
    laid = [];
    for (const l of kept) if (legal(view, l.x, l.y)) laid.push(l);
  }

  function render(root, view, api) {
    Hands.dom.adopt(STYLE);
    const w = (k, values) => api.words("zwoggel." + k, values);
    const rerender = () => render(root, api.message.view, api);
    const names = view.names;
    const seat = api.message.seat;
    const face = (colour) => colour + (view.palette === "cb" ? "_cb" : ""); // the host's palette
    const placing = view.my_turn && view.phase === "place" && view.hand.length > 0;
    const revealing = view.my_turn && view.phase === "reveal";
    const now = [view.current, view.phase, view.hand.join("+"), view.face_down.length, view.face_up.length].join("|");
    if (now !== turnKey) {
      turnKey = now;
      laid = [];
      picked = null;
    }
    const left = view.hand.map((_, i) => i).filter((i) => !laid.some((l) => l.i === i));
    if (picked !== null && !left.includes(picked)) picked = null;
    if (placing && picked === null && left.length && new Set(left.map((i) => view.hand[i])).size === 1) picked = left[0];

    const page = el("div", "zw");
    let turn;
    if (view.over) turn = api.words("game_over");
    else if (view.my_turn) turn = api.words("your_turn");
    else turn = api.words("turn_of", { name: names[view.current] });
    page.appendChild(el("div", "zw-turn" + (view.my_turn ? " mine" : ""), turn));
    if (view.over) {
      page.appendChild(el("div", "zw-over", view.winners.includes(seat) ? api.words("you_won") :
        api.words("winners", { names: view.winners.map((s) => names[s]).join(", ") })));
    } else if (revealing) page.appendChild(el("p", "zw-say", w("reveal", { count: view.reveals_left })));
    else if (placing) page.appendChild(el("p", "zw-say", picked === null && left.length ? w("pick") : w("place")));
    else page.appendChild(el("p", "zw-say", w("wait")));

    // the board: every card and free cell, with a margin of one
    const cells = [...view.face_up, ...view.face_down, ...view.free];
    for (const l of laid) for (const [dx, dy] of [[0, 0], ...AROUND]) cells.push([l.x + dx, l.y + dy]);
    const xs = cells.map((c) => c[0]);
    const ys = cells.map((c) => c[1]);
    const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys), y1 = Math.max(...ys);
    const wide = x1 - x0 + 1;
    const board = el("div", "zw-board");
    board.style.gridTemplateColumns = `repeat(${wide}, minmax(1.5rem, min(3.2rem, 8.5vh)))`;
    const up = new Map(view.face_up.map(([x, y, colour]) => [key(x, y), colour]));
    const down = new Map(view.face_down.map(([x, y, mine]) => [key(x, y), mine]));
    const free = new Set(view.free.map(([x, y]) => key(x, y)));
    const laidAt = new Map(laid.map((l) => [key(l.x, l.y), l]));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const k = key(x, y);
        let node;
        if (up.has(k)) {
          node = el("div", "zw-cell up " + up.get(k));
          node.dataset.cell = "up";
          node.dataset.colour = up.get(k);
          node.appendChild(picture(face(up.get(k)), w(up.get(k))));
        } else if (down.has(k)) {
          node = button("", "zw-cell down" + (down.get(k) ? " mine" : "") + (revealing ? " can" : ""), () => {
            api.send({ type: "act", move: { kind: "reveal", x, y } });
          }, !revealing);
          node.dataset.cell = "down";
          node.appendChild(picture("back", w(down.get(k) ? "face_down_mine" : "face_down")));
          if (down.get(k)) node.appendChild(picture("mine", "", "mine"));
        } else if (laidAt.has(k)) {
          const l = laidAt.get(k);
          node = button("", "zw-cell laid up " + view.hand[l.i], () => { takeBack(view, l.i); rerender(); });
          node.dataset.cell = "laid";
          node.dataset.colour = view.hand[l.i];
          node.appendChild(picture(face(view.hand[l.i]), w("laid", { colour: w(view.hand[l.i]) })));
          node.appendChild(el("span", "back", "\u21a9"));
        } else if (free.has(k) || (placing && legal(view, x, y))) {
          const can = placing && picked !== null && legal(view, x, y);
          node = button("", "zw-cell free" + (can ? " legal" : ""), () => {
            if (!can) return;
            laid.push({ i: picked, x, y });
            picked = null;
            rerender();
          }, !can);
          node.dataset.cell = "free";
        } else {
          node = el("div", "zw-cell empty");
        }
        node.dataset.x = String(x);
        node.dataset.y = String(y);
        board.appendChild(node);
      }
    }
    const wrap = el("div", "zw-board-wrap");
    wrap.appendChild(board);
    page.appendChild(wrap);

    // the drawn cards, take back, confirm
    if (placing) {
      const drawn = el("div", "zw-drawn");
      view.hand.forEach((colour, i) => {
        const isLaid = !left.includes(i);
        const chip = button("", "zw-chip " + colour + (picked === i ? " picked" : "") + (isLaid ? " placed" : ""),
          () => { picked = picked === i ? null : i; rerender(); }, isLaid);
        chip.dataset.colour = colour;
        chip.appendChild(picture(face(colour), w(colour)));
        drawn.appendChild(chip);
      });
      page.appendChild(drawn);
      const actions = el("div", "zw-actions");
      actions.appendChild(button(w("take_back"), "zw-take-back", () => {
        if (laid.length) takeBack(view, laid[laid.length - 1].i);
        rerender();
      }, !laid.length));
      actions.appendChild(button(w("confirm"), "zw-confirm", () => {
        const cards = laid.map((l) => ({ colour: view.hand[l.i], x: l.x, y: l.y }));
        api.send({ type: "act", move: { kind: "place", cards } });
      }, left.length > 0));
      page.appendChild(actions);
    }
    page.appendChild(el("div", "zw-info", w("stock", { count: view.stock })));
    page.appendChild(el("div", "zw-info", w("caught", { names: view.caught.map((c, s) => names[s] + " " + c).join(" · ") })));
    root.replaceChildren(page);
  }

  Hands.games.zwoggel = { render };
})();
