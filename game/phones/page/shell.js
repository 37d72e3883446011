// The shell of a hand's page: one WebSocket to the table, the game's renderer, notices, and the
// way back after a drop. No inline script anywhere (the server's Content-Security-Policy).
//
// A game's renderer registers itself (game/phones/page/games/<game>.js):
//   window.Hands.games.<game> = { render(root, view, api) { ... } };
// `view` is the "view" object the table sent for this seat; `api` has send(message) (an object of
// the protocol, game/phones/messages.py; false if not connected), words(key, values) (the page's
// words in the table's language: keys of phones.page.* without that prefix, {name} filled from
// values), vibrate(ms), and message (the whole "view" message: game, seat, lang).
(function () {
  "use strict";
  const Hands = (window.Hands = window.Hands || {});
  Hands.games = Hands.games || {};

  // What every game's page (games/*.js) builds its view with: elements, buttons, its own styles
  // (a constructed sheet: the page's security policy allows no inline style element).
  const adopted = new Set();
  Hands.dom = {
    el(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    },
    button(text, className, onClick, disabled) {
      const node = Hands.dom.el("button", className, text);
      node.type = "button";
      node.disabled = Boolean(disabled);
      node.addEventListener("click", onClick);
      return node;
    },
    adopt(css) {
      // once per sheet: a game's renderer adopts its own at each view it draws
      if (adopted.has(css)) return;
      adopted.add(css);
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
  };

  const RETRY_MIN_MS = 1000;
  const RETRY_SPREAD_MS = 1000; // each try 1–2 s after the last
  const RETRY_FOR_MS = 40000; // then a button
  const TOAST_MS = 4000;
  const TOASTS_AT_MOST = 3;

  const body = document.body;
  const game = body.dataset.game;
  const lang = body.dataset.lang;
  const token = location.pathname.split("/")[2] || "";
  const root = document.getElementById("hand");
  const status = document.getElementById("status");
  const toasts = document.getElementById("toasts");
  const cover = document.getElementById("cover");
  const coverTitle = document.getElementById("cover-title");
  const coverText = document.getElementById("cover-text");
  const reconnect = document.getElementById("reconnect");

  // This phone's own random name, kept by its tab across reloads: a page that comes back before
  // the table saw it go is the same phone, not another one taking the hand.
  const phone = (function () {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    const made = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    try {
      const kept = sessionStorage.getItem("hands.phone");
      if (kept && /^[0-9a-f]{32}$/.test(kept)) return kept;
      sessionStorage.setItem("hands.phone", made);
    } catch (error) {
      // no storage (a private window): a name for this page's life
    }
    return made;
  })();

  let words = {};
  let socket = null;
  let ended = false; // moved or closed: never reconnect
  let dropSince = null;
  let latest = null; // the newest view message, drawn once the renderer is there
  let rendererState = "loading"; // "loading", "ready", "missing"

  function word(key, values) {
    let text = words[key] !== undefined ? words[key] : key;
    if (values) {
      text = text.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
    }
    return text;
  }

  const api = {
    send(message) {
      if (!socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    words: word,
    vibrate(ms) {
      if (navigator.vibrate) navigator.vibrate(ms);
    },
    message: null,
  };
  Hands.api = api;

  function setStatus(text) {
    status.textContent = text;
  }

  function showCover(title, text, button) {
    root.textContent = "";
    coverTitle.textContent = title;
    coverText.textContent = text;
    reconnect.hidden = !button;
    if (button) reconnect.textContent = button;
    cover.hidden = false;
    setStatus("");
  }

  function toast(text) {
    // the same line again (a button tapped twice) shows once, its time started anew
    for (const shown of Array.from(toasts.children)) {
      if (shown.textContent === text) shown.remove();
    }
    const line = document.createElement("div");
    line.className = "toast";
    line.textContent = text;
    toasts.appendChild(line);
    while (toasts.children.length > TOASTS_AT_MOST) toasts.removeChild(toasts.firstChild);
    setTimeout(() => line.remove(), TOAST_MS);
  }

  function draw() {
    if (!latest || ended) return;
    if (rendererState === "loading") return;
    const renderer = Hands.games[game];
    if (!renderer) {
      setStatus(word("no_game"));
      return;
    }
    api.message = latest;
    try {
      renderer.render(root, latest.view, api);
      setStatus(latest.held ? word("held") : "");
    } catch (error) {
      console.error(error);
    }
  }

  function onMessage(event) {
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (error) {
      return;
    }
    if (message.type === "view") {
      latest = message;
      draw();
    } else if (message.type === "notice") {
      toast(String(message.text));
    } else if (message.type === "moved") {
      ended = true;
      showCover(word("moved"), word("moved_hint"), null);
    } else if (message.type === "closed") {
      ended = true;
      showCover(word("closed"), word("closed_hint"), null);
    }
  }

  function connect() {
    if (ended) return;
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const where = `${location.host}/hand/${encodeURIComponent(token)}/ws?phone=${phone}`;
    socket = new WebSocket(`${scheme}://${where}`);
    socket.addEventListener("open", () => {
      dropSince = null;
      cover.hidden = true;
    });
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", () => {
      socket = null;
      if (ended) return;
      const now = Date.now();
      if (dropSince === null) dropSince = now;
      if (now - dropSince < RETRY_FOR_MS) {
        setStatus(word("reconnecting"));
        setTimeout(connect, RETRY_MIN_MS + Math.random() * RETRY_SPREAD_MS);
      } else {
        showCover(word("lost"), "", word("reconnect"));
      }
    });
  }

  reconnect.addEventListener("click", () => {
    cover.hidden = true;
    dropSince = null;
    setStatus(word("connecting"));
    connect();
    if (latest) draw();
  });

  function loadRenderer() {
    if (Hands.games[game]) {
      rendererState = "ready";
      return;
    }
    const script = document.createElement("script");
    script.src = `/page/games/${encodeURIComponent(game)}.js`;
    script.addEventListener("load", () => {
      rendererState = Hands.games[game] ? "ready" : "missing";
      draw();
    });
    script.addEventListener("error", () => {
      rendererState = "missing";
      draw();
    });
    document.head.appendChild(script);
  }

  fetch(`/words/${encodeURIComponent(lang)}.json`, { cache: "no-store" })
    .then((answer) => (answer.ok ? answer.json() : {}))
    .catch(() => ({}))
    .then((found) => {
      words = found;
      loadRenderer();
      connect();
    });
})();
