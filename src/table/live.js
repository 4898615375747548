// Every game's phone page ends with this (src/table/live.js): the page
// gives `board`, `loadBoard()`, `show()`, `state`, `epoch`, `api()`, `$()`
// and `SVG`; the page's script may call el() and html() (hoisted).
function el(name, attrs, parent) {
  const e = document.createElementNS(SVG, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}
function html(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

// A new run of the host may serve a new game ("Play again" at the table:
// a new set-up card writes other villages): its board is fetched again
// before its first state is shown, with no reload of the page.
let reloading = false, pending = null;
function follow(next) {
  if (epoch === null || next.epoch === epoch) { show(next); return; }
  pending = next;
  if (reloading) return;
  reloading = true;
  loadBoard().then(() => {
    reloading = false;
    const p = pending;
    pending = null;
    if (p) show(p);
  }, (e) => {
    // Kept for the next state the host sends (or the reconnection's).
    reloading = false;
    $("message").textContent = e.message;
  });
}

// Live updates: one event stream; on any error, close it and open a new one
// a moment later (a restarted host keeps the same link), unless the host
// refuses this link (403: revoked, or its secrets were deleted): then the
// page says so and stops.
let stream = null;
function replaced(words) {
  const banner = $("banner");
  banner.textContent = words;
  banner.classList.add("on");
}
async function refused() {
  try {
    return (await fetch(api("state"), { cache: "no-store" })).status === 403;
  } catch (e) {
    return false;
  }
}
function connect() {
  if (stream) stream.close();
  stream = new EventSource(api("events"));
  stream.addEventListener("state", (e) => {
    $("banner").classList.remove("on");
    $("banner").onclick = null;
    follow(JSON.parse(e.data));
  });
  // Newer tabs of this seat took its place: wait for a tap, never flap.
  stream.addEventListener("elsewhere", (e) => {
    stream.close();
    replaced(e.data);
    $("banner").onclick = () => { $("banner").onclick = null; start(); };
  });
  stream.onerror = async () => {
    stream.close();
    if (await refused()) return replaced(state ? state.words.replaced : "…");
    const banner = $("banner");
    banner.textContent = state ? state.words.reconnecting : "…";
    banner.classList.add("on");
    setTimeout(start, 1000);
  };
}
async function start() {
  try {
    if (!board) await loadBoard();
    connect();
  } catch (e) {
    if (e.forbidden) return replaced(state ? state.words.replaced : e.message);
    const banner = $("banner");
    banner.textContent = (state ? state.words.reconnecting + " " : "") + e.message;
    banner.classList.add("on");
    setTimeout(start, 2000);
  }
}
start();
</script>
</body>
</html>
