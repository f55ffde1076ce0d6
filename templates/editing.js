// Roadbook serve: the todo list and each todo's page as an app, the places page's new place form. Added by
// `roadbook serve` to the pages it serves (never part of `generate`'s output), after a JSON block
// (#roadbook-editing) with the run's secret, the action path, the pages' paths and the words in the site's language.
//
// Every action is posted to the action path; its answer shows at once. When the rebuild the changed file causes
// arrives (the live reload script's cancellable `roadbook:build` event), the page reads its rebuilt self and brings
// its rows, marks, titles and progress in step in place; it reloads only when anything else of the page changed
// (a note, a heading, another part of the layout). Everything is built as DOM nodes with textContent.
(function () {
  "use strict";
  var config = JSON.parse(document.getElementById("roadbook-editing").textContent);
  var here = location.pathname.replace(/index\.html$/, "");
  var SVG = "http://www.w3.org/2000/svg";

  function t(key, values) {
    var text = config.strings[key] || key;
    for (var name in values) text = text.split("{" + name + "}").join(values[name]);
    return text;
  }

  function send(action) {
    return fetch(config.path, {
      method: "POST", credentials: "same-origin", keepalive: true,
      headers: { "Content-Type": "application/json", "X-Roadbook-Secret": config.secret },
      body: JSON.stringify(action)
    }).then(function (response) { return response.json(); },
            function (error) { return { ok: false, message: String(error) }; });
  }

  function el(tag, className, text) {
    var element = document.createElement(tag);
    if (className) element.className = className;
    if (text) element.textContent = text;
    return element;
  }

  function button(text, name, label) {
    var element = el("button", "", text);
    element.type = "button";
    element.dataset.roadbookAction = name;
    if (label) { element.setAttribute("aria-label", label); element.title = label; }
    return element;
  }

  // A todo's mark as the theme draws it: a ring while pending, a disc with a tick when done.
  function markSVG(done) {
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("width", "24");
    svg.setAttribute("height", "24");
    svg.setAttribute("focusable", "false");
    var circle = document.createElementNS(SVG, "circle");
    circle.setAttribute("cx", "12");
    circle.setAttribute("cy", "12");
    circle.setAttribute("r", done ? "11" : "10");
    svg.append(circle);
    if (done) {
      var tick = document.createElementNS(SVG, "path");
      tick.setAttribute("d", "M7 12.5l3.2 3.2L17 9");
      svg.append(tick);
    }
    return svg;
  }

  function setMark(mark, done) {
    var state = done ? "done" : "pending";
    if (mark.classList.contains("mark-" + state) && mark.querySelector("svg")) return;
    mark.className = "mark mark-" + state;
    mark.replaceChildren(markSVG(done));
  }

  // How each todo shown here shows a new state: the answer to this page's action, or another page's (the
  // server's `change` event, which comes before the rebuild).
  var views = {};
  function show(item) {
    var view = item && item.id && views[item.id.toLowerCase()];
    if (view) view(item);
  }
  addEventListener("roadbook:change", function (event) { ((event.detail || {}).items || []).forEach(show); });

  var status = null;
  function statusAfter(node) {
    status = el("p", "roadbook-message roadbook-status");
    status.setAttribute("role", "alert");
    node.after(status);
  }
  var live = el("p", "visually-hidden");
  live.setAttribute("role", "status");
  document.body.append(live);
  function announce(text) { live.textContent = text; }
  function failed(answer) {
    if (status) status.textContent = t("failed", { message: answer.message || answer.error || "" });
  }

  // The control to focus again if the page does reload after a change.
  function remember(id, name) {
    try { sessionStorage.setItem("roadbook-focus", JSON.stringify({ page: here, id: id, name: name })); } catch (e) { /* private mode */ }
  }
  function restore() {
    var focus = null;
    try {
      focus = JSON.parse(sessionStorage.getItem("roadbook-focus") || "null");
      sessionStorage.removeItem("roadbook-focus");
    } catch (e) { /* private mode */ }
    if (!focus || focus.page !== here) return;
    var scope = focus.id ? document.getElementById(focus.id) : document;
    if (!scope) return;
    var target = scope.querySelector('[data-roadbook-action="' + focus.name + '"]');
    if (target) target.focus();
  }
  function forget() {
    try { sessionStorage.removeItem("roadbook-focus"); } catch (e) { /* private mode */ }
  }

  // Delete with a few seconds to undo: the removal is sent when the bar goes (or the page is left).
  var pending = null;
  function flush() {
    if (!pending) return;
    var removal = pending;
    pending = null;
    clearTimeout(removal.timer);
    removal.bar.remove();
    send({ action: "remove", id: removal.id }).then(function (answer) {
      if (answer.ok) removal.gone(); else { removal.back(); failed(answer); }
    });
  }
  addEventListener("pagehide", flush);
  function removeLater(id, title, hide, back, gone) {
    flush();
    hide();
    var bar = el("div", "roadbook-undo");
    bar.setAttribute("role", "status");
    var undo = button(t("undo"), "undo");
    bar.append(el("span", "", t("removed", { title: title })), undo);
    document.body.append(bar);
    undo.focus();
    pending = { id: id, bar: bar, back: back, gone: gone, timer: setTimeout(flush, config.undoSeconds * 1000) };
    undo.addEventListener("click", function () {
      if (!pending || pending.id !== id) return;
      clearTimeout(pending.timer);
      pending = null;
      bar.remove();
      back();
    });
  }

  // The title and notes of a todo in fields put after `after`; `done(item)` when closed (item: as saved).
  function editForm(id, title, after, done) {
    var key = "roadbook-edit-" + id;
    var form = el("form", "roadbook-edit");
    var titleLabel = el("label", "", t("titleLabel"));
    var titleInput = el("input");
    var notesLabel = el("label", "", t("notesLabel"));
    var notes = el("textarea");
    var save = el("button", "roadbook-primary", t("save"));
    var cancel = button(t("cancel"), "cancel");
    var message = el("p", "roadbook-message");
    var bar = el("div", "roadbook-edit-actions");
    titleInput.id = key + "-title";
    titleInput.name = "title";
    titleInput.value = title;
    titleInput.autocomplete = "off";
    titleLabel.htmlFor = titleInput.id;
    notes.id = key + "-notes";
    notes.name = "notes";
    notes.rows = 4;
    notes.disabled = true;
    notesLabel.htmlFor = notes.id;
    message.id = key + "-message";
    message.setAttribute("role", "alert");
    titleInput.setAttribute("aria-describedby", message.id);
    save.type = "submit";
    save.dataset.roadbookAction = "save";
    bar.append(save, cancel);
    form.append(titleLabel, titleInput, notesLabel, notes, bar, message);
    after.after(form);
    titleInput.focus();
    send({ action: "get", id: id }).then(function (answer) {
      var item = answer.ok && answer.items && answer.items[0];
      if (item) { notes.value = item.notes || ""; notes.disabled = false; } else message.textContent = answer.message || answer.error;
    });
    function close(item) { form.remove(); done(item); }
    cancel.addEventListener("click", function () { close(null); });
    form.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      close(null);
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      save.disabled = true;
      var action = { action: "edit", id: id, title: titleInput.value };
      if (!notes.disabled) action.notes = notes.value;
      send(action).then(function (answer) {
        save.disabled = false;
        if (answer.ok) { remember(id, "edit"); close(answer.items && answer.items[0]); return; }
        message.textContent = answer.message || answer.error;
        titleInput.setAttribute("aria-invalid", "true");
        titleInput.focus();
      });
    });
    return form;
  }

  function addForm(card, list) {
    var form = el("form", "roadbook-add");
    var label = el("label", "", t("newLabel"));
    var input = el("input");
    var add = el("button", "", t("add"));
    var message = el("p", "roadbook-message");
    input.id = "roadbook-new-todo";
    input.name = "title";
    input.autocomplete = "off";
    label.htmlFor = input.id;
    message.id = "roadbook-add-message";
    message.setAttribute("role", "alert");
    input.setAttribute("aria-describedby", message.id);
    add.type = "submit";
    form.append(label, input, add, message);
    if (list) list.before(form); else card.append(form);
    statusAfter(form);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      add.disabled = true;
      send({ action: "add", title: input.value }).then(function (answer) {
        add.disabled = false;
        if (answer.ok) {
          message.textContent = "";
          input.removeAttribute("aria-invalid");
          input.value = "";
          return;
        }
        message.textContent = answer.message || answer.error;
        input.setAttribute("aria-invalid", "true");
        input.focus();
      });
    });
  }

  // ---- The rebuilt page, read in place of a reload ----
  //
  // The page's HTML as the server has it, before and after a rebuild, is read as text, never as markup: the parts
  // the script keeps in step (the rows, the progress, a todo's title and state) are cut out of both, and the page
  // reloads when what is left differs. Their new values are taken from the text and shown with textContent.

  function unescaped(text) {
    return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, "\"").replace(/&#39;/g, "'")
      .replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
  }

  // The part of `text` from `start` to the end of the element it opens (`tag`s nested in it counted); null
  // when `start` is not in `text`.
  function element(text, start, tag) {
    var from = text.indexOf(start);
    if (from < 0) return null;
    var depth = 0, at = from, open = "<" + tag, close = "</" + tag + ">";
    while (at < text.length) {
      var nextOpen = text.indexOf(open, at + 1), nextClose = text.indexOf(close, at + 1);
      if (nextClose < 0) return null;
      if (nextOpen >= 0 && nextOpen < nextClose) { depth += 1; at = nextOpen; continue; }
      if (depth === 0) return { from: from, to: nextClose + close.length, text: text.slice(from, nextClose + close.length) };
      depth -= 1;
      at = nextClose;
    }
    return null;
  }

  // `text` without its head (titles and descriptions follow the todos), the build version of the live reload
  // script and the parts `cuts` names ([start, tag] pairs, each cut wherever it is).
  function layout(text, cuts) {
    var body = text.slice(Math.max(0, text.indexOf("</head>")));
    body = body.replace(/ data-version="\d+"/g, "");
    cuts.forEach(function (cut) {
      for (var part = element(body, cut[0], cut[1]); part; part = element(body, cut[0], cut[1])) {
        body = body.slice(0, part.from) + body.slice(part.to);
      }
    });
    return body;
  }

  function pageText() {
    return fetch(location.href, { credentials: "same-origin", cache: "no-store" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .catch(function () { return null; });
  }

  // The page as it was served (what the rows show now); `sync(old, fresh)` brings the page from `old` to `fresh`
  // in place, or answers false when anything else changed (the page then reloads).
  var sync = null;
  var served = null; // read once a page has a `sync`
  addEventListener("roadbook:build", function (event) {
    if (!sync) return;
    event.preventDefault();
    served = Promise.all([served, pageText()]).then(function (texts) {
      var old = texts[0], fresh = texts[1];
      if (old === null || fresh === null || !sync(old, fresh)) { location.reload(); return old; }
      var title = /<title>([^<]*)<\/title>/.exec(fresh);
      if (title) document.title = unescaped(title[1]);
      forget();
      return fresh;
    });
  });

  // The progress block's texts and value from the rebuilt page's.
  function syncProgress(fresh) {
    var block = document.querySelector(".progress-block");
    var part = element(fresh, '<div class="progress-block">', "div");
    if (!block || !part) return !block && !part;
    var summary = /<strong>([^<]*)<\/strong><span class="muted">([^<]*)<\/span>/.exec(part.text);
    var value = /<progress[^>]* value="(\d+)"[^>]*>([^<]*)<\/progress>/.exec(part.text);
    if (!summary || !value) return false;
    block.querySelector(".progress-summary strong").textContent = unescaped(summary[1]);
    block.querySelector(".progress-summary .muted").textContent = unescaped(summary[2]);
    var bar = block.querySelector("progress");
    bar.value = Number(value[1]);
    bar.textContent = unescaped(value[2]);
    return true;
  }

  // ---- The todo list page ----

  function listPage() {
    var card = document.querySelector("main section.card") || document.querySelector("main");
    if (!card) return;
    var list = card.querySelector("ul.todo-list");
    addForm(card, list);
    if (!list) return;
    var rows = Array.prototype.slice.call(list.querySelectorAll(":scope > li.todo[id]"));
    var controls = {};
    var dragged = null;

    function setDisabled() {
      rows.forEach(function (row, index) {
        var c = controls[row.id];
        if (!c) return;
        c.up.disabled = index === 0;
        c.down.disabled = index === rows.length - 1;
      });
    }

    // Shown at once and sent to the file; the rebuild then finds the page already in step.
    function moveTo(row, position, focus) {
      var from = rows.indexOf(row);
      if (from < 0 || position < 1 || position > rows.length || position === from + 1) return;
      remember(row.id, focus);
      rows.splice(from, 1);
      rows.splice(position - 1, 0, row);
      var focused = document.activeElement;
      list.insertBefore(row, rows[position] || null);
      if (focused && row.contains(focused)) focused.focus(); // moving a node takes the focus away
      setDisabled();
      send({ action: "move", id: row.id, position: position }).then(function (answer) {
        if (!answer.ok) { failed(answer); return; }
        var title = row.querySelector(".todo-title");
        announce(t("moved", { title: (title || row).textContent.trim(), position: position }));
      });
    }

    function unmark() { rows.forEach(function (row) { row.classList.remove("roadbook-drop-before", "roadbook-drop-after"); }); }
    function mark(row, y) {
      var box = row.getBoundingClientRect(), before = y < box.top + box.height / 2;
      unmark();
      row.classList.add(before ? "roadbook-drop-before" : "roadbook-drop-after");
      return before;
    }
    // The 1-based position a row dropped before (or after) `target` ends up at.
    function dropPosition(row, target, before) {
      var from = rows.indexOf(row), to = rows.indexOf(target) + (before ? 0 : 1);
      return (to > from ? to - 1 : to) + 1;
    }

    list.addEventListener("keydown", function (event) {
      if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      var row = event.target.closest && event.target.closest("li.todo");
      if (!row || rows.indexOf(row) < 0 || event.target.closest("form")) return;
      event.preventDefault();
      var index = rows.indexOf(row);
      moveTo(row, event.key === "ArrowUp" ? index : index + 2, "drag");
    });

    function setUp(row) {
      var id = row.id;
      var titleElement = row.querySelector(".todo-title");
      var title = function () { return (titleElement || row).textContent.trim(); };
      var body = row.querySelector(".todo-body");
      var markElement = row.querySelector(".mark");
      var stateText = row.querySelector(".todo-body > .visually-hidden");
      if (markElement) {
        var toggle = el("button", "roadbook-toggle");
        toggle.type = "button";
        toggle.setAttribute("aria-pressed", row.classList.contains("done") ? "true" : "false");
        toggle.setAttribute("aria-label", t("toggle", { title: title() }));
        toggle.dataset.roadbookAction = "toggle";
        markElement.replaceWith(toggle);
        toggle.append(markElement);
        // The answer comes once the file is written: the row shows it at once.
        views[id.toLowerCase()] = function (item) {
          var state = item.isCompleted ? "done" : "pending";
          row.classList.remove("done", "pending");
          row.classList.add(state);
          setMark(markElement, item.isCompleted);
          toggle.setAttribute("aria-pressed", String(item.isCompleted));
          if (stateText) stateText.textContent = " (" + t(state) + ")";
          if (titleElement && !row.querySelector(".roadbook-edit") && item.title) {
            titleElement.textContent = item.title;
            toggle.setAttribute("aria-label", t("toggle", { title: item.title }));
          }
        };
        toggle.addEventListener("click", function () {
          remember(id, "toggle");
          send({ action: "toggle", id: id }).then(function (answer) {
            if (!answer.ok) { failed(answer); return; }
            show(answer.items && answer.items[0]);
          });
        });
      }
      var tools = el("span", "roadbook-tools");
      function tool(text, name, label, run) {
        var control = button(text, name, label + ": " + title());
        control.title = label;
        control.addEventListener("click", run);
        tools.append(control);
        return control;
      }
      var handle = tool("⠿", "drag", t("drag", { title: title() }), function () {});
      handle.classList.add("roadbook-handle");
      handle.title = t("drag", { title: title() });
      handle.setAttribute("aria-label", handle.title);
      var edit = tool("✎", "edit", t("edit"), function () {
        if (row.querySelector(".roadbook-edit")) return;
        row.draggable = false;
        body.hidden = true;
        tools.hidden = true;
        editForm(id, title(), body, function (item) {
          body.hidden = false;
          tools.hidden = false;
          row.draggable = true;
          if (item && titleElement) titleElement.textContent = item.title;
          edit.focus();
        });
      });
      edit.setAttribute("aria-label", t("editLabel", { title: title() }));
      var up = tool("↑", "up", t("moveUp"), function () { moveTo(row, rows.indexOf(row), "up"); });
      var down = tool("↓", "down", t("moveDown"), function () { moveTo(row, rows.indexOf(row) + 2, "down"); });
      tool("✕", "remove", t("remove"), function () {
        removeLater(id, title(), function () { row.style.display = "none"; },
                    function () { row.style.display = ""; edit.focus(); }, function () {});
      });
      controls[id] = { up: up, down: down };
      row.append(tools);
      // Mouse: the row is dragged (HTML5 drag and drop); its link and images are not.
      row.draggable = true;
      row.querySelectorAll("a, img").forEach(function (x) { x.draggable = false; });
      row.addEventListener("dragstart", function (event) {
        if (event.target !== row) return;
        dragged = row;
        row.classList.add("roadbook-dragging");
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", id);
      });
      row.addEventListener("dragend", function () { row.classList.remove("roadbook-dragging"); unmark(); dragged = null; });
      row.addEventListener("dragover", function (event) {
        if (!dragged) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        mark(row, event.clientY);
      });
      row.addEventListener("drop", function (event) {
        if (!dragged) return;
        event.preventDefault();
        var moving = dragged, before = mark(row, event.clientY);
        unmark();
        moveTo(moving, dropPosition(moving, row, before), "drag");
      });
      // Touch and pen: the handle follows the finger (pointer events).
      handle.addEventListener("pointerdown", function (event) {
        if (event.pointerType === "mouse") return;
        event.preventDefault();
        handle.setPointerCapture(event.pointerId);
        row.classList.add("roadbook-dragging");
        var target = null, before = false;
        function over(move) {
          var hit = document.elementFromPoint(move.clientX, move.clientY);
          var other = hit && hit.closest && hit.closest("li.todo");
          unmark();
          target = other && rows.indexOf(other) >= 0 ? other : null;
          if (target) before = mark(target, move.clientY);
        }
        function up(end) {
          handle.removeEventListener("pointermove", over);
          handle.removeEventListener("pointerup", up);
          handle.removeEventListener("pointercancel", up);
          row.classList.remove("roadbook-dragging");
          unmark();
          if (target && end.type === "pointerup") moveTo(row, dropPosition(row, target, before), "drag");
        }
        handle.addEventListener("pointermove", over);
        handle.addEventListener("pointerup", up);
        handle.addEventListener("pointercancel", up);
      });
    }

    // The rows of a page's text: id, state, link, title, state words and notes (as HTML, to compare), in order.
    // Each row of todo-row.mustache starts a line with `<li id=`; a list in a note has no id.
    function rowsOf(text) {
      var list = element(text, '<ul class="todo-list">', "ul");
      if (!list) return [];
      return list.text.split('\n<li id="').slice(1).map(function (chunk) {
        var head = /^([^"]*)" class="todo (done|pending)">/.exec(chunk);
        var link = /<a class="todo-title" href="([^"]*)">([^<]*)<\/a><span class="visually-hidden">([^<]*)<\/span>/.exec(chunk);
        var notes = element(chunk, '<div class="notes', "div");
        return head && link && {
          id: unescaped(head[1]), done: head[2] === "done", href: unescaped(link[1]), title: unescaped(link[2]),
          state: unescaped(link[3]), notes: notes ? notes.text : ""
        };
      });
    }

    // A new row like the theme's (todo-row.mustache): its mark, its title link and its state for screen readers.
    function newRow(fresh) {
      var row = el("li", "todo " + (fresh.done ? "done" : "pending"));
      row.id = fresh.id;
      var markElement = el("span");
      markElement.setAttribute("aria-hidden", "true");
      setMark(markElement, fresh.done);
      var body = el("div", "todo-body");
      var title = el("a", "todo-title", fresh.title);
      title.setAttribute("href", fresh.href);
      body.append(title, el("span", "visually-hidden", fresh.state));
      row.append(markElement, body);
      return row;
    }

    sync = function (old, fresh) {
      var cuts = [['<ul class="todo-list">', "ul"], ['<div class="progress-block">', "div"]];
      if (layout(old, cuts) !== layout(fresh, cuts)) return false;
      var before = {}, after = rowsOf(fresh);
      rowsOf(old).forEach(function (row) { if (row) before[row.id] = row; });
      // A row with notes that are new or changed is left to a reload: its notes are rendered Markdown.
      if (after.some(function (row) { return !row || row.notes !== (before[row.id] ? before[row.id].notes : ""); })) return false;
      if (!syncProgress(fresh)) return false;
      var byID = {};
      rows.forEach(function (row) { byID[row.id] = row; });
      var next = after.map(function (item) {
        var row = byID[item.id];
        if (!row) { row = newRow(item); setUp(row); }
        delete byID[item.id];
        show({ id: item.id, isCompleted: item.done, title: item.title });
        var state = row.querySelector(".todo-body > .visually-hidden");
        if (state) state.textContent = item.state;
        return row;
      });
      // A row the file no longer has goes (one deleted here is hidden already); the others take the file's order.
      for (var gone in byID) { byID[gone].remove(); delete views[gone.toLowerCase()]; }
      var focused = document.activeElement;
      next.forEach(function (row, index) {
        var at = list.querySelectorAll(":scope > li.todo")[index];
        if (at !== row) list.insertBefore(row, at || null);
      });
      if (focused && focused.isConnected && focused !== document.activeElement) focused.focus();
      rows = next;
      setDisabled();
      return true;
    };

    rows.forEach(setUp);
    setDisabled();
  }

  // ---- A todo's page ----

  function todoPage(id) {
    var card = document.querySelector("main article.todo-detail");
    var heading = card && card.querySelector("h1");
    if (!heading) return;
    var title = heading.textContent.trim();
    var statusLine = card.querySelector("p.status");
    var tools = el("div", "roadbook-detail-tools");
    var done = !!statusLine && statusLine.classList.contains("status-done");
    var tick = button(t(done ? "markPending" : "markDone"), "toggle");
    tick.setAttribute("aria-pressed", String(done));
    views[id.toLowerCase()] = function (item) {
      done = item.isCompleted;
      tick.textContent = t(done ? "markPending" : "markDone");
      tick.setAttribute("aria-pressed", String(done));
      if (statusLine) {
        var state = done ? "done" : "pending";
        statusLine.className = "status status-" + state;
        var markElement = statusLine.querySelector(".mark");
        if (markElement) setMark(markElement, done);
        var words = statusLine.lastChild;
        if (words && words.nodeType === 3) words.nodeValue = t(state);
      }
      if (!card.querySelector(".roadbook-edit") && item.title) heading.textContent = item.title;
    };
    tick.addEventListener("click", function () {
      remember(null, "toggle");
      send({ action: "toggle", id: id }).then(function (answer) {
        if (!answer.ok) { failed(answer); return; }
        show(answer.items && answer.items[0]);
      });
    });
    var rest = Array.prototype.slice.call(card.children).filter(function (x) {
      return x !== heading && !x.hidden && !x.classList.contains("eyebrow");
    });
    var edit = button(t("edit"), "edit", t("editLabel", { title: title }));
    edit.addEventListener("click", function () {
      if (card.querySelector(".roadbook-edit")) return;
      heading.hidden = true;
      rest.forEach(function (x) { x.hidden = true; });
      editForm(id, heading.textContent.trim(), heading, function (item) {
        heading.hidden = false;
        rest.forEach(function (x) { x.hidden = false; });
        if (item) heading.textContent = item.title;
        edit.focus();
      });
    });
    var remove = button(t("remove"), "remove");
    remove.addEventListener("click", function () {
      removeLater(id, title, function () { card.hidden = true; },
                  function () { card.hidden = false; remove.focus(); },
                  function () { location.href = config.page; });
    });
    tools.append(tick, edit, remove);
    (statusLine || heading).after(tools);
    statusAfter(tools);
    rest.push(tools);
    sync = function (old, fresh) {
      var cuts = [["<h1>", "h1"], ['<p class="status', "p"]];
      if (layout(old, cuts) !== layout(fresh, cuts)) return false;
      var heading = /<article class="card todo-detail">[\s\S]*?<h1>([^<]*)<\/h1>/.exec(fresh);
      var state = /<p class="status status-(done|pending)"[^>]*>[\s\S]*?<\/span>([^<]*)<\/p>/.exec(fresh);
      if (!heading || !!state !== !!statusLine) return false;
      show({ id: id, isCompleted: !!state && state[1] === "done", title: unescaped(heading[1]) });
      if (state && statusLine && statusLine.lastChild && statusLine.lastChild.nodeType === 3) {
        statusLine.lastChild.nodeValue = unescaped(state[2]);
      }
      return true;
    };
  }

  // ---- The places page: a new place ----

  function placesPage() {
    var main = document.querySelector("main");
    if (!main) return;
    var box = el("details", "card roadbook-place");
    var summary = el("summary", "", t("placeHeading"));
    var form = el("form");
    var message = el("p", "roadbook-message roadbook-wide");
    var add = el("button", "roadbook-primary", t("placeAdd"));
    var inputs = {};
    box.append(summary, form);
    [["name", "placeName", ""], ["city", "placeCity", ""], ["latitude", "placeLatitude", "41.8902"],
     ["longitude", "placeLongitude", "12.4922"], ["link", "placeLink", "https://"]].forEach(function (field) {
      var wrapper = el("div", "roadbook-field" + (field[0] === "link" ? " roadbook-wide" : ""));
      var label = el("label", "", t(field[1]));
      var input = el("input");
      input.id = "roadbook-place-" + field[0];
      input.name = field[0];
      input.autocomplete = "off";
      label.htmlFor = input.id;
      if (field[2]) input.placeholder = field[2];
      if (field[0] === "latitude" || field[0] === "longitude") input.inputMode = "decimal";
      if (field[0] === "link") input.type = "url";
      input.setAttribute("aria-describedby", "roadbook-place-message");
      wrapper.append(label, input);
      form.append(wrapper);
      inputs[field[0]] = input;
    });
    message.id = "roadbook-place-message";
    message.setAttribute("role", "alert");
    add.type = "submit";
    var row = el("div", "roadbook-wide");
    row.append(add);
    form.append(row, message);
    var header = main.querySelector(".page-header");
    if (header) header.after(box); else main.prepend(box);
    // The CLI's messages name the field they are about.
    var words = { name: "'name'", city: "'cityName'", latitude: "latitude", longitude: "longitude", link: "link" };
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      add.disabled = true;
      var action = { action: "addPlace" };
      for (var name in inputs) action[name] = inputs[name].value;
      send(action).then(function (answer) {
        add.disabled = false;
        var first = null;
        for (var field in inputs) inputs[field].removeAttribute("aria-invalid");
        if (answer.ok) {
          message.className = "roadbook-message roadbook-wide roadbook-ok";
          message.textContent = t("placeAdded", { path: answer.path });
          for (var key in inputs) inputs[key].value = "";
          return;
        }
        var lines = answer.diagnostics && answer.diagnostics.length ? answer.diagnostics : [answer.message || answer.error];
        message.className = "roadbook-message roadbook-wide";
        message.textContent = lines.join("\n");
        for (var word in words) {
          if (!lines.some(function (line) { return line.indexOf(words[word]) >= 0; })) continue;
          inputs[word].setAttribute("aria-invalid", "true");
          if (!first) first = inputs[word];
        }
        (first || inputs.name).focus();
      });
    });
  }

  var rest = here.indexOf(config.page) === 0 ? here.slice(config.page.length) : null;
  if (here === config.page) listPage();
  else if (rest && /^[^\/]+\/$/.test(rest)) todoPage(decodeURIComponent(rest.slice(0, -1)));
  else if (here === config.places) placesPage();
  if (sync) served = pageText();
  restore();
})();
