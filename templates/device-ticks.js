// Ticks on this device: on the todo list and each todo's page, a visitor can tick todos; the ticks are kept in
// this browser's localStorage (one set per site), never sent anywhere, and never change the site's todo file.
// Without JavaScript nothing of this is shown. The markup: a [data-device-ticks] panel (hidden) holding the words,
// rows li.todo[id] on the list, and [data-device-tick] on a todo's page.
(function () {
  "use strict";
  var panel = document.querySelector("[data-device-ticks]");
  if (!panel) return;
  var storage;
  try { storage = window.localStorage; storage.getItem("x"); } catch (e) { return; }
  var root = new URL(panel.getAttribute("data-root") || "./", document.baseURI).pathname;
  var key = "roadbook.deviceTicks:" + root;
  var label = panel.getAttribute("data-tick-label") || "";

  function load() {
    try { return JSON.parse(storage.getItem(key) || "[]"); } catch (e) { return []; }
  }
  function save(ids) {
    if (ids.length) storage.setItem(key, JSON.stringify(ids)); else storage.removeItem(key);
  }

  var ticked = load();
  var boxes = [];

  function attach(host, id, title, before) {
    var box = document.createElement("input");
    box.type = "checkbox";
    box.className = "device-tick";
    box.setAttribute("aria-label", label ? label + ": " + title : title);
    box.checked = ticked.indexOf(id) >= 0;
    host.classList.toggle("ticked-here", box.checked);
    box.addEventListener("change", function () {
      var ids = load().filter(function (other) { return other !== id; });
      if (box.checked) ids.push(id);
      save(ids);
      host.classList.toggle("ticked-here", box.checked);
    });
    host.insertBefore(box, before);
    boxes.push({ box: box, host: host });
  }

  document.querySelectorAll("li.todo[id]:not(.done)").forEach(function (row) {
    var title = row.querySelector(".todo-title");
    attach(row, row.id, title ? title.textContent : row.id, row.firstChild);
  });
  document.querySelectorAll("[data-device-tick]:not(.done)").forEach(function (host) {
    attach(host, host.getAttribute("data-device-tick"), host.getAttribute("data-title") || "", host.firstChild);
  });
  if (!boxes.length) return;

  var reset = panel.querySelector("button");
  if (reset) {
    reset.addEventListener("click", function () {
      save([]);
      boxes.forEach(function (entry) { entry.box.checked = false; entry.host.classList.remove("ticked-here"); });
    });
  }
  panel.hidden = false;
})();
