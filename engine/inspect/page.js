(function () {
  "use strict";
  var view = document.getElementById("view");
  var stash = {};  // round number -> DocumentFragment of a round taken off screen
  var flashed = null;

  function recordEl(ref) {  // "T1:3" -> element rec-T1-3 (the trace ref may itself hold ':')
    var at = ref.lastIndexOf(":");
    return at < 0 ? null : document.getElementById("rec-" + ref.slice(0, at) + "-" + ref.slice(at + 1));
  }

  function openAncestors(el) {
    for (var p = el.parentElement; p; p = p.parentElement) {
      if (p.tagName === "DETAILS" && !p.open) { p.open = true; }
    }
  }

  function reveal(el) {
    if (!el) { return; }
    openAncestors(el);
    if (flashed) { flashed.classList.remove("flash"); }
    el.classList.add("flash");
    flashed = el;
    el.scrollIntoView({block: "center"});
    if (el.hasAttribute("tabindex")) { el.focus({preventScroll: true}); }
  }

  function factOf(id) {
    var facts = view.querySelectorAll(".fact");
    for (var i = 0; i < facts.length; i++) {
      if (facts[i].getAttribute("data-fact-id") === id) { return facts[i]; }
    }
    return null;
  }

  function markLinked() {  // records of every open fact get .linked
    var on = view.querySelectorAll(".rec.linked");
    for (var i = 0; i < on.length; i++) { on[i].classList.remove("linked"); }
    var open = view.querySelectorAll(".fact > details[open]");
    for (var j = 0; j < open.length; j++) {
      var refs = (open[j].parentElement.getAttribute("data-linked") || "").split(" ");
      for (var k = 0; k < refs.length; k++) {
        var rec = refs[k] ? recordEl(refs[k]) : null;
        if (rec) { rec.classList.add("linked"); }
      }
    }
  }

  function onFactToggle(details) {
    var fact = details.parentElement;
    var id = fact.getAttribute("data-fact-id");
    var marks = view.querySelectorAll("mark.fm");
    for (var i = 0; i < marks.length; i++) {
      marks[i].classList.toggle("current", details.open && marks[i].getAttribute("data-for-fact") === id);
    }
    fact.classList.toggle("current", details.open);
    markLinked();
    if (details.open) {
      var first = (fact.getAttribute("data-linked") || "").split(" ")[0];
      var rec = first ? recordEl(first) : null;
      if (rec) { openAncestors(rec); rec.scrollIntoView({block: "nearest"}); }
    }
  }

  function openFact(id) {
    var fact = factOf(id);
    if (!fact || fact.hidden) { return; }
    var d = fact.querySelector("details");
    d.open = true;
    fact.scrollIntoView({block: "nearest"});
    d.querySelector("summary").focus({preventScroll: true});
  }

  function applyFilters() {
    var show = {}, critOnly = false;
    var boxes = document.querySelectorAll("input[data-filter]");
    for (var i = 0; i < boxes.length; i++) {
      var f = boxes[i].getAttribute("data-filter");
      if (f === "critical-only") { critOnly = boxes[i].checked; } else { show[f] = boxes[i].checked; }
    }
    var facts = view.querySelectorAll(".fact"), shown = 0, counts = {};
    var hiddenIds = {};
    for (var j = 0; j < facts.length; j++) {
      var lab = facts[j].getAttribute("data-verification");
      counts[lab] = (counts[lab] || 0) + 1;
      var visible = show[lab] !== false && (!critOnly || facts[j].getAttribute("data-critical") === "true");
      facts[j].hidden = !visible;
      if (visible) { shown++; } else { hiddenIds[facts[j].getAttribute("data-fact-id")] = true; }
    }
    var marks = view.querySelectorAll("mark.fm");
    for (var k = 0; k < marks.length; k++) {
      marks[k].classList.toggle("off", !!hiddenIds[marks[k].getAttribute("data-for-fact")]);
    }
    var ns = document.querySelectorAll("[data-count]");
    for (var n = 0; n < ns.length; n++) { ns[n].textContent = "(" + (counts[ns[n].getAttribute("data-count")] || 0) + ")"; }
    var status = document.getElementById("filter-status");
    if (status) { status.textContent = shown + " of " + facts.length + " facts shown"; }
  }

  function showRound(n) {
    var current = view.getAttribute("data-round");
    if (current === n) { return; }
    var tpl = document.querySelector('template.round-tpl[data-round="' + n + '"]');
    var next = stash[n] || (tpl ? tpl.content.cloneNode(true) : null);
    if (!next) { return; }
    var frag = document.createDocumentFragment();
    while (view.firstChild) { frag.appendChild(view.firstChild); }
    stash[current] = frag;
    delete stash[n];
    view.appendChild(next);
    view.setAttribute("data-round", n);
    flashed = null;
    var tabs = document.querySelectorAll("[data-round-tab]");
    for (var i = 0; i < tabs.length; i++) {
      var on = tabs[i].getAttribute("data-round-tab") === n;
      tabs[i].setAttribute("aria-selected", on ? "true" : "false");
      tabs[i].tabIndex = on ? 0 : -1;
    }
    applyFilters();
    markLinked();
  }

  document.addEventListener("click", function (ev) {
    var t = ev.target.closest ? ev.target.closest("a[data-record], a[data-item], mark.fm, [data-round-tab]") : null;
    if (!t) { return; }
    if (t.hasAttribute("data-round-tab")) { showRound(t.getAttribute("data-round-tab")); return; }
    ev.preventDefault();
    if (t.tagName === "MARK") { openFact(t.getAttribute("data-for-fact")); return; }
    var el = t.hasAttribute("data-record") ? recordEl(t.getAttribute("data-record"))
      : document.getElementById("item-" + t.getAttribute("data-item"));
    reveal(el);
  });

  document.addEventListener("keydown", function (ev) {
    var t = ev.target;
    if (t.tagName === "MARK" && (ev.key === "Enter" || ev.key === " ")) {
      ev.preventDefault();
      openFact(t.getAttribute("data-for-fact"));
    } else if (t.hasAttribute && t.hasAttribute("data-round-tab") && (ev.key === "ArrowRight" || ev.key === "ArrowLeft")) {
      var tabs = Array.prototype.slice.call(document.querySelectorAll("[data-round-tab]"));
      var i = tabs.indexOf(t) + (ev.key === "ArrowRight" ? 1 : -1);
      var next = tabs[(i + tabs.length) % tabs.length];
      showRound(next.getAttribute("data-round-tab"));
      next.focus();
    }
  });

  // Keyboard focus on a fact opens its detail (a mouse click toggles it, as a <details> does).
  document.addEventListener("focusin", function (ev) {
    var t = ev.target;
    if (t.tagName === "SUMMARY" && t.parentElement.classList.contains("fact-d") && !t.parentElement.open) {
      var keyboard = true;
      try { keyboard = t.matches(":focus-visible"); } catch (e) { keyboard = true; }
      if (keyboard) { t.parentElement.open = true; }
    }
  });

  document.addEventListener("toggle", function (ev) {
    var d = ev.target;
    if (d.classList && d.classList.contains("fact-d")) { onFactToggle(d); }
  }, true);

  document.addEventListener("change", function (ev) {
    if (ev.target.hasAttribute && ev.target.hasAttribute("data-filter")) { applyFilters(); }
  });

  applyFilters();
  if (location.hash.indexOf("#rec-") === 0 || location.hash.indexOf("#item-") === 0) {
    reveal(document.getElementById(decodeURIComponent(location.hash.slice(1))));
  }
})();
