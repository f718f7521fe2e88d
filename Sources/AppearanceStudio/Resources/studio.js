// Appearance Studio: plain JavaScript, no build step. The server renders; this file asks for
// pictures and explanations, shows them, and listens for theme changes.
"use strict";

const studio = {
  state: null, selected: null, renders: 0, inspections: 0, lastEdit: null, lastError: null, audit: null, matrixShown: 0,
  compareShown: 0,
};
window.studio = studio;

const $ = (id) => document.getElementById(id);

// The run's token, which the studio's API asks of every request (with the browser's own
// Sec-Fetch-Site, for browsers that send it): a page of another site cannot read it.
const studioToken = document.querySelector('meta[name="studio-token"]').content;

function apiFetch(url, options = {}) {
  return fetch(url, { ...options, headers: { ...(options.headers || {}), "X-Studio-Token": studioToken } });
}
const menus = ["theme", "screen", "style", "contrast", "sizeClass", "category", "size"];

function setStatus(text, isError) {
  const status = $("status");
  status.textContent = text;
  status.style.color = isError ? "var(--error)" : "";
  if (isError) studio.lastError = text;
}

async function fetchJSON(url, options) {
  const response = await apiFetch(url, options);
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    const message = (body.error && body.error.message) || response.statusText;
    throw new Error(message);
  }
  return body;
}

function fill(select, choices, value) {
  const previous = value ?? select.value;
  select.replaceChildren(...choices.map(([id, title]) => {
    const option = document.createElement("option");
    option.value = id;
    option.textContent = title;
    return option;
  }));
  if (choices.some(([id]) => id === previous)) select.value = previous;
}

function settingsQuery(extra) {
  const query = new URLSearchParams();
  for (const name of menus) {
    const value = $(name).value;
    if (value && !(name === "style" && value === "auto")) query.set(name, value);
  }
  for (const [key, value] of Object.entries(extra || {})) query.set(key, value);
  return query.toString();
}

function currentTheme() {
  return studio.state && studio.state.themes.find((theme) => theme.id === $("theme").value);
}

async function loadState(first) {
  const state = await fetchJSON("/api/state");
  studio.state = state;
  fill($("theme"), state.themes.map((t) => [t.id, t.name + (t.builtin ? "" : " (file)") + (t.hasErrors ? " ⚠" : "")]),
    first ? state.initialTheme : undefined);
  if (first) {
    fill($("screen"), state.screens.map((c) => [c.id, c.title]));
    fill($("style"), state.styles.map((s) => [s, s]));
    fill($("contrast"), state.contrasts.map((s) => [s, s]));
    fill($("sizeClass"), state.sizeClasses.map((s) => [s, s]));
    fill($("category"), state.categories.map((s) => [s, s]), "large");
    fill($("size"), state.devices.map((c) => [c.id, c.title]));
    fill($("compare-with"), [["", "nothing"], ...state.themes.map((t) => [t.id, t.name])], "");
  }
  showDiagnostics();
}

function showDiagnostics() {
  const box = $("diagnostics");
  const theme = currentTheme();
  const shown = theme ? theme.diagnostics : [];
  if (!shown.length) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  const title = document.createElement("h2");
  title.textContent = theme.hasErrors
    ? (theme.loaded ? `${theme.name} has errors; the preview shows its last good version.` : `${theme.name} has errors and has never loaded.`)
    : `${theme.name}: warnings`;
  const blocks = shown.map((diagnostic) => {
    const pre = document.createElement("pre");
    pre.className = diagnostic.severity;
    pre.textContent = diagnostic.rendered;
    return pre;
  });
  box.replaceChildren(title, ...blocks);
  box.hidden = false;
}

let previewSequence = 0;
async function refreshPreview() {
  const sequence = ++previewSequence;
  const response = await apiFetch("/api/preview?" + settingsQuery());
  const text = await response.text();
  if (sequence !== previewSequence) return;
  if (!response.ok) {
    // A screen that cannot be built (its builder threw) shows why in its place; the other
    // screens and themes keep working.
    const message = JSON.parse(text).error.message;
    setStatus(message, true);
    $("preview").replaceChildren(paragraph(message, "error"));
    return;
  }
  $("preview").innerHTML = text.replace(/^<\?xml[^>]*>\s*/, "");
  studio.renders += 1;
  studio.version = Number(response.headers.get("X-Studio-Version"));
  drawOverlays();
}

let inspectSequence = 0;
async function refreshInspector() {
  if (!studio.selected) return;
  const sequence = ++inspectSequence;
  try {
    const report = await fetchJSON("/api/inspect?" + settingsQuery({ view: studio.selected }));
    if (sequence !== inspectSequence) return;
    showReport(report);
  } catch (error) {
    if (sequence !== inspectSequence) return;
    $("inspector").replaceChildren(paragraph(error.message, "hint"));
  }
  studio.inspections += 1;
}

async function refreshAll() {
  try {
    await loadState(false);
    await refreshPreview();
    await refreshInspector();
  } catch (error) {
    setStatus(error.message, true);
  }
}

function paragraph(text, className) {
  const p = document.createElement("p");
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function showReport(report) {
  const panel = $("inspector");
  const children = [element("h2", report.type)];
  const facts = element("dl");
  const add = (term, value) => { facts.append(element("dt", term), element("dd", value)); };
  add("View path", report.view);
  add("Classes", report.classChain.join(" → "));
  add("Style classes", report.styleClasses.length ? report.styleClasses.join(", ") : "none");
  add("Containers", report.containers.length ? report.containers.join(" → ") : "none");
  add("Traits", report.traits);
  children.push(facts);
  const theme = currentTheme();
  if (theme && !theme.builtin) {
    const undo = element("button", "Undo last edit", "undo");
    undo.id = "undo";
    undo.addEventListener("click", () => undoEdit(theme.path));
    children.push(undo);
  }
  if (!report.properties.length) children.push(paragraph("No rule sets a property of this view.", "hint"));
  for (const property of report.properties) children.push(propertySection(property));
  panel.replaceChildren(...children);
}

function swatch(value) {
  const match = /#[0-9a-f]{6,8}/i.exec(value);
  if (!match) return null;
  const box = element("span", undefined, "swatch");
  box.style.background = match[0];
  return box;
}

function propertySection(property) {
  const section = element("section", undefined, "property");
  section.dataset.property = property.name;
  const title = element("h3", property.name + " ");
  title.append(element("span", "= " + (property.value ?? "?") + (property.explicit ? " (explicit value)" : ""), "value"));
  section.append(title);
  const table = element("table", undefined, "rules");
  property.rules.forEach((rule) => {
    const row = element("tr", undefined, rule.won ? "won" : rule.matched ? "matched" : "unmatched");
    row.dataset.proxy = rule.proxy;
    row.append(element("td", rule.order ? rule.order + "." : "–"));
    row.append(element("td", rule.proxy, "proxy"));
    const valueCell = element("td", undefined, "value");
    const box = swatch(rule.value);
    if (box) valueCell.append(box);
    valueCell.append(document.createTextNode(rule.value));
    if (rule.source.editable) valueCell.append(" ", editor(rule));
    row.append(valueCell);
    row.append(element("td", rule.source.display + (rule.source.variable ? ` ($${rule.source.variable})` : ""), "source"));
    row.append(element("td", rule.outcome, "outcome"));
    row.addEventListener("mouseenter", () => highlight(rule));
    row.addEventListener("mouseleave", () => highlight(null));
    table.append(row);
  });
  section.append(table);
  return section;
}

function editor(rule) {
  const input = element("input");
  if (rule.source.valueKind === "colour") {
    input.type = "color";
    input.className = "edit-color";
  } else {
    input.type = "number";
    input.step = "any";
    input.className = "edit-number";
  }
  input.value = rule.source.editValue || "";
  const where = rule.source.variable ? `the variable $${rule.source.variable}` : rule.source.display;
  input.title = `Write into ${where}`;
  input.addEventListener("change", () => writeBack(rule.source, input.value));
  return input;
}

async function writeBack(source, value) {
  try {
    const result = await fetchJSON("/api/edit", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        path: source.editPath, line: source.editLine, column: source.editColumn, value, expected: source.editText, expectedLine: source.editLineText,
      }),
    });
    studio.lastEdit = result;
    // The file now says the new value there: the next edit of this field expects it.
    source.editText = result.new;
    setStatus(`Wrote ${result.new} at ${source.display}`);
  } catch (error) {
    setStatus(error.message, true);
  }
}

async function undoEdit(path) {
  try {
    const result = await fetchJSON("/api/undo", {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ path }),
    });
    studio.lastEdit = result;
    setStatus(`Undone (${result.undoDepth} more to undo)`);
  } catch (error) {
    setStatus(error.message, true);
  }
}

// Overlays: rectangles over views, placed from the SVG groups' boxes.
let hovered = null;
function highlight(rule) {
  hovered = rule;
  drawOverlays();
}

function overlayFor(path, className) {
  const frame = $("preview-frame").getBoundingClientRect();
  const group = $("preview").querySelector(`[data-view-path="${CSS.escape(path)}"]`);
  if (!group) return null;
  const box = group.getBoundingClientRect();
  const overlay = element("div", undefined, "overlay " + className);
  overlay.dataset.path = path;
  Object.assign(overlay.style, {
    left: `${box.left - frame.left}px`, top: `${box.top - frame.top}px`, width: `${box.width}px`, height: `${box.height}px`,
  });
  return overlay;
}

function drawOverlays() {
  const overlays = [];
  if (studio.selected) overlays.push(overlayFor(studio.selected, "selected"));
  if (hovered) {
    for (const path of hovered.matches) overlays.push(overlayFor(path, hovered.wins.includes(path) ? "hover" : "hover matched"));
  }
  $("overlays").replaceChildren(...overlays.filter(Boolean));
}

function select(path) {
  studio.selected = path;
  drawOverlays();
  refreshInspector();
}

$("preview").addEventListener("click", (event) => {
  const group = event.target.closest("[data-view-path]");
  if (group) select(group.dataset.viewPath);
});

for (const name of menus) {
  $(name).addEventListener("change", async () => {
    showDiagnostics();
    await refreshPreview();
    await refreshInspector();
  });
}

// The audit panel: findings over every trait state; a click shows the finding's state and
// selects its view, opening the inspector.
function panelTitle(text, onClose) {
  const title = element("h2", text);
  const close = element("button", "Close");
  close.type = "button";
  close.addEventListener("click", onClose);
  title.append(close);
  return title;
}

async function runAudit() {
  const box = $("audit");
  setStatus("Auditing…");
  try {
    const report = await fetchJSON("/api/audit?" + settingsQuery());
    studio.audit = report;
    const list = element("ol");
    report.findings.forEach((finding, index) => {
      const item = element("li", undefined, finding.severity);
      item.dataset.index = index;
      item.append(element("div", finding.message, "message"));
      const where = [finding.state, finding.location].filter(Boolean).join(" · ");
      if (where) item.append(element("div", where, "origin"));
      if (finding.foregroundOrigin) item.append(element("div", "foreground: " + finding.foregroundOrigin, "origin"));
      if (finding.backgroundOrigin) item.append(element("div", "background: " + finding.backgroundOrigin, "origin"));
      item.addEventListener("click", () => showFinding(finding));
      list.append(item);
    });
    box.replaceChildren(panelTitle(report.summary, () => { box.hidden = true; }), list);
    if (!report.findings.length) box.append(paragraph("Nothing to report.", "hint"));
    box.hidden = false;
    setStatus("Audited");
  } catch (error) {
    setStatus(error.message, true);
  }
}

async function showFinding(finding) {
  if (finding.settings) {
    for (const [name, value] of Object.entries(finding.settings)) {
      if ($(name) && [...$(name).options].some((option) => option.value === value)) $(name).value = value;
    }
    await refreshPreview();
  }
  if (finding.select) select(finding.select);
}

// Draws the SVG at `url` in `box` under a title with a close button; returns whether it did.
async function showPicture(box, url, title, onClose) {
  const response = await apiFetch(url);
  const text = await response.text();
  if (!response.ok) {
    setStatus(JSON.parse(text).error.message, true);
    return false;
  }
  const picture = element("div");
  picture.innerHTML = text.replace(/^<\?xml[^>]*>\s*/, "");
  box.replaceChildren(panelTitle(title, () => { onClose(); box.hidden = true; }), picture);
  box.hidden = false;
  setStatus("Ready");
  return true;
}

async function showMatrix() {
  setStatus("Drawing every state…");
  const url = "/api/matrix?" + settingsQuery({ matrix: "style=light,dark contrast=normal,high", audit: "AA" });
  if (await showPicture($("matrix"), url, "Every style and contrast, contrast failures outlined", () => {})) studio.matrixShown += 1;
}

// The page's theme beside another (#35): one picture of one tree, the other theme a scope.
async function showComparison() {
  const box = $("compare");
  const other = $("compare-with").value;
  if (!other) {
    box.hidden = true;
    box.replaceChildren();
    return;
  }
  setStatus("Drawing both themes…");
  const url = "/api/compare?" + settingsQuery({ with: other });
  const title = "This theme beside another, which a scope applies to its half only";
  if (await showPicture(box, url, title, () => { $("compare-with").value = ""; })) studio.compareShown += 1;
}

$("audit-button").addEventListener("click", runAudit);
$("compare-with").addEventListener("change", showComparison);
$("matrix-button").addEventListener("click", showMatrix);

function listen() {
  const source = new EventSource("/api/events?token=" + encodeURIComponent(studioToken));
  source.addEventListener("hello", () => {
    // After a dropped connection (the server restarted), changes may have been missed.
    if (studio.connectedOnce) refreshAll();
    studio.connected = true;
    studio.connectedOnce = true;
  });
  source.addEventListener("theme", () => refreshAll());
  source.onerror = () => { studio.connected = false; };
}

(async function start() {
  try {
    await loadState(true);
    await refreshPreview();
    listen();
    studio.ready = true;
    setStatus("Ready");
  } catch (error) {
    setStatus(error.message, true);
  }
})();
