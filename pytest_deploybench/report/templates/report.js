/* deploybench report: table filters and sorting, opening an attempt from a link. No network. */
(function () {
  "use strict";
  var table = document.getElementById("task-table");
  var rows = table ? Array.prototype.slice.call(table.tBodies[0].rows) : [];
  var text = document.getElementById("filter-text");
  var selects = Array.prototype.slice.call(document.querySelectorAll("select[data-filter]"));
  var count = document.getElementById("shown-count");

  function applyFilters() {
    var q = text ? text.value.trim().toLowerCase() : "";
    var shown = 0;
    rows.forEach(function (row) {
      var ok = !q || row.getAttribute("data-task").toLowerCase().indexOf(q) !== -1;
      selects.forEach(function (sel) {
        if (sel.value && row.getAttribute("data-" + sel.getAttribute("data-filter")) !== sel.value) { ok = false; }
      });
      row.hidden = !ok;
      if (ok) { shown += 1; }
    });
    if (count) { count.textContent = shown + " of " + rows.length + " attempts"; }
  }

  function cellKey(row, index, type) {
    var cell = row.cells[index];
    if (type === "num") {
      var v = parseFloat(cell.getAttribute("data-value"));
      return isNaN(v) ? null : v;
    }
    return cell.textContent.trim().toLowerCase();
  }

  function sortBy(th) {
    var index = th.cellIndex;
    var type = th.getAttribute("data-type");
    var dir = th.classList.contains("sorted-asc") ? -1 : 1;
    Array.prototype.forEach.call(th.parentNode.cells, function (c) { c.classList.remove("sorted-asc", "sorted-desc"); });
    th.classList.add(dir === 1 ? "sorted-asc" : "sorted-desc");
    var body = table.tBodies[0];
    rows.slice().sort(function (a, b) {
      var x = cellKey(a, index, type), y = cellKey(b, index, type);
      if (x === y) { return 0; }
      if (x === null) { return 1; }   /* unknown values last, whichever the direction */
      if (y === null) { return -1; }
      return (x < y ? -1 : 1) * dir;
    }).forEach(function (row) { body.appendChild(row); });
  }

  function openAttempt(id, scroll) {
    var el = id ? document.getElementById(id) : null;
    if (!el || !el.classList.contains("attempt")) { return; }
    el.open = true;
    if (scroll) { el.scrollIntoView({ block: "start" }); }
    el.classList.add("flash");
    window.setTimeout(function () { el.classList.remove("flash"); }, 1200);
  }

  if (table) {
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) {
      th.addEventListener("click", function () { sortBy(th); });
    });
    rows.forEach(function (row) {
      row.addEventListener("click", function (ev) {
        if (ev.target.closest("a")) { return; }  /* the link does it through the hash */
        var id = row.getAttribute("data-anchor");
        if (window.location.hash === "#" + id) { openAttempt(id, true); } else { window.location.hash = id; }
      });
    });
  }
  if (text) { text.addEventListener("input", applyFilters); }
  selects.forEach(function (sel) { sel.addEventListener("change", applyFilters); });
  applyFilters();

  function toggleAll(open) {
    Array.prototype.forEach.call(document.querySelectorAll("details.attempt"), function (d) { d.open = open; });
  }
  var expand = document.getElementById("expand-all");
  var collapse = document.getElementById("collapse-all");
  if (expand) { expand.addEventListener("click", function () { toggleAll(true); }); }
  if (collapse) { collapse.addEventListener("click", function () { toggleAll(false); }); }

  window.addEventListener("hashchange", function () { openAttempt(window.location.hash.slice(1), true); });
  if (window.location.hash) { openAttempt(window.location.hash.slice(1), true); }
}());
