// The header's search: reads the site's index below search/ (written by `roadbook generate` and `serve`) a few
// small files at a time, and lists the pages that hold every word typed, the last word read as a prefix.
// Without JavaScript the field stays hidden. Words are folded exactly as the index's builder folds them
// (SearchFolding in Roadbook's source: NFD, apostrophes dropped, accents dropped but the Cyrillic breve, each
// letter lower-cased, a few letters spelled plainly, NFC).
(function () {
  "use strict";
  var box = document.querySelector("[data-search]");
  if (!box || !window.fetch || !window.Promise || !"".normalize) return;
  var input = box.querySelector("input");
  var panel = box.querySelector(".search-panel");
  var status = box.querySelector(".search-status");
  var list = box.querySelector(".search-results");
  var root = box.getAttribute("data-root") || "";
  var indexURL = box.getAttribute("data-index");
  var folder = indexURL.slice(0, indexURL.lastIndexOf("/") + 1);
  var words = {};
  try { words = JSON.parse(box.getAttribute("data-messages") || "{}"); } catch (e) { words = {}; }
  var plural = window.Intl && Intl.PluralRules ? new Intl.PluralRules(words.language || "en") : null;

  var APOSTROPHES = [0x27, 0x60, 0xB4, 0x2018, 0x2019, 0x2B9, 0x2BB, 0x2BC, 0x2BD];
  var PLAIN = { "\u0131": "i", "\u0259": "e", "\u00DF": "ss", "\u00F8": "o", "\u00E6": "ae", "\u0153": "oe",
    "\u0111": "d", "\u0142": "l", "\u0127": "h", "\u00FE": "th", "\u00F0": "d", "\u03C2": "\u03C3" };

  function fold(text) {
    var out = "";
    var afterCyrillic = false;
    for (var ch of text.normalize("NFD")) {
      var cp = ch.codePointAt(0);
      if (APOSTROPHES.indexOf(cp) >= 0) continue;
      if (cp >= 0x300 && cp <= 0x36F) {
        if (cp === 0x306 && afterCyrillic) out += ch;
        continue;
      }
      afterCyrillic = cp >= 0x400 && cp <= 0x4FF;
      for (var lower of ch.toLowerCase()) out += PLAIN[lower] || lower;
    }
    return out.normalize("NFC");
  }

  function terms(text) {
    var found = fold(text).match(/[\p{L}\p{M}\p{N}]+/gu) || [];
    return found.filter(function (term) {
      var length = Array.from(term).length;
      return length >= 2 && length <= 40;
    });
  }

  var cache = {};
  function load(url) {
    if (!cache[url]) {
      cache[url] = fetch(url).then(function (response) {
        if (!response.ok) throw new Error(url + ": " + response.status);
        return response.json();
      });
      cache[url].catch(function () { delete cache[url]; });
    }
    return cache[url];
  }

  function hex(key) {
    return Array.from(new TextEncoder().encode(key), function (byte) {
      return (byte < 16 ? "0" : "") + byte.toString(16);
    }).join("");
  }
  function shardURL(key) { return folder + "t" + (key ? "-" + hex(key) : "") + ".json"; }

  // The shard a term is in: the longest key that starts it.
  function shardOf(manifest, term) {
    var scalars = Array.from(term);
    for (var length = scalars.length; length >= 0; length--) {
      var key = scalars.slice(0, length).join("");
      if (Object.prototype.hasOwnProperty.call(manifest.shards, key)) return key;
    }
    return null;
  }

  // Which shards a query reads, within the manifest's budgets: each word's own shard, and for the prefix the
  // shards of the keys that extend it, smallest first. Words past the budget are not used.
  function plan(manifest, query) {
    var used = [];
    var keys = {};
    var total = 0;
    function take(key) {
      if (keys[key]) return true;
      var size = manifest.shards[key];
      if (total + size > manifest.budget) return false;
      keys[key] = true;
      total += size;
      return true;
    }
    query.words.forEach(function (word, index) {
      var own = shardOf(manifest, word);
      if (own !== null && !take(own)) return;
      var isPrefix = query.prefix && index === query.words.length - 1;
      if (isPrefix) {
        var longer = Object.keys(manifest.shards).filter(function (key) {
          return key !== own && key.length > 0 && key.startsWith(word);
        }).sort(function (a, b) { return manifest.shards[a] - manifest.shards[b]; });
        var spent = 0;
        for (var i = 0; i < longer.length; i++) {
          var size = manifest.shards[longer[i]];
          if (spent + size > manifest.prefixBudget || !take(longer[i])) break;
          spent += size;
        }
      }
      used.push({ word: word, prefix: isPrefix });
    });
    return { words: used, keys: Object.keys(keys) };
  }

  // Document number → score, from one term's postings (see SearchPostings).
  function addPostings(scores, text, named, plain) {
    var document = -1;
    text.split(",").forEach(function (part) {
      var value = parseInt(part, 36);
      document += Math.floor(value / 2);
      var score = value % 2 === 1 ? named : plain;
      if (!(scores[document] >= score)) scores[document] = score;
    });
  }

  function match(planned, shards) {
    var total = null;
    planned.words.forEach(function (entry) {
      var scores = {};
      shards.forEach(function (shard) {
        if (entry.prefix) {
          for (var term in shard) {
            if (term.startsWith(entry.word)) {
              if (term === entry.word) addPostings(scores, shard[term], 8, 2); else addPostings(scores, shard[term], 4, 1);
            }
          }
        } else if (Object.prototype.hasOwnProperty.call(shard, entry.word)) {
          addPostings(scores, shard[entry.word], 8, 2);
        }
      });
      if (total === null) { total = scores; return; }
      var both = {};
      for (var document in total) if (scores[document]) both[document] = total[document] + scores[document];
      total = both;
    });
    return Object.keys(total || {}).map(Number).sort(function (a, b) {
      return total[b] - total[a] || a - b;
    }).map(function (document) { return document; });
  }

  function number(value) {
    var text = String(value);
    return value >= 1000 ? text.replace(/\B(?=(\d{3})+(?!\d))/g, words.group || ",") : text;
  }
  function fill(pattern, values) {
    return (pattern || "").replace(/\{(\w+)\}/g, function (all, name) { return name in values ? values[name] : all; });
  }
  function countText(count) {
    var forms = words.results || {};
    var category = plural ? plural.select(count) : "other";
    return fill(forms[category] || forms.other, { count: number(count) });
  }

  var ICONS = {
    p: "M10 18 L5.2 10.6 A6 6 0 1 1 14.8 10.6 Z M10 5.6 A2.2 2.2 0 1 0 10 10 A2.2 2.2 0 1 0 10 5.6 Z",
    c: "M3 17 V8 L7 6 V17 M7 17 V3 H13 V17 M13 17 V9 H17 V17 M2 17 H18",
    t: "M4.5 4.5 H15.5 V15.5 H4.5 Z M7.2 10.2 L9.2 12.2 L13 7.8"
  };
  function icon(kind) {
    var ns = "http://www.w3.org/2000/svg";
    var svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 20 20");
    svg.setAttribute("width", "18");
    svg.setAttribute("height", "18");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    var path = document.createElementNS(ns, "path");
    path.setAttribute("d", ICONS[kind] || ICONS.p);
    svg.appendChild(path);
    var badge = document.createElement("span");
    badge.className = "search-kind search-kind-" + kind;
    badge.appendChild(svg);
    return badge;
  }

  function show(results) {
    list.textContent = "";
    results.forEach(function (row) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + row[0];
      link.className = "search-result";
      link.appendChild(icon(row[3]));
      var text = document.createElement("span");
      text.className = "search-text";
      var title = document.createElement("span");
      title.className = "search-title";
      title.textContent = row[1];
      var context = document.createElement("span");
      context.className = "search-context";
      context.textContent = row[2];
      text.appendChild(title);
      text.appendChild(context);
      link.appendChild(text);
      item.appendChild(link);
      list.appendChild(item);
    });
  }

  var latest = 0;
  function search(text) {
    var serial = ++latest;
    var query = { words: [], prefix: !/\s$/.test(text) };
    terms(text).forEach(function (word) { if (query.words.indexOf(word) < 0) query.words.push(word); });
    if (!query.words.length) {
      panel.hidden = true;
      status.textContent = "";
      list.textContent = "";
      return;
    }
    load(indexURL).then(function (manifest) {
      var planned = plan(manifest, query);
      return Promise.all(planned.keys.map(function (key) { return load(shardURL(key)); })).then(function (shards) {
        var found = match(planned, shards);
        var shown = found.slice(0, manifest.shown);
        var chunks = {};
        shown.forEach(function (document) { chunks[Math.floor(document / manifest.chunk)] = true; });
        var names = Object.keys(chunks);
        return Promise.all(names.map(function (chunk) { return load(folder + "d-" + chunk + ".json"); })).then(function (loaded) {
          var byChunk = {};
          names.forEach(function (chunk, index) { byChunk[chunk] = loaded[index]; });
          return { count: found.length, rows: shown.map(function (document) {
            return byChunk[Math.floor(document / manifest.chunk)][document % manifest.chunk];
          }) };
        });
      });
    }).then(function (result) {
      if (serial !== latest) return;
      show(result.rows);
      var message = result.count ? countText(result.count) : fill(words.none, { query: text.trim() });
      if (result.count > result.rows.length) message += " · " + fill(words.shown, { shown: number(result.rows.length) });
      status.textContent = message;
      panel.hidden = false;
    }).catch(function () {
      if (serial === latest) panel.hidden = true;
    });
  }

  function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }
  function clear() {
    input.value = "";
    search("");
    input.focus();
  }

  var timer = null;
  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { search(input.value); }, 80);
  });
  input.addEventListener("focus", function () {
    load(indexURL).catch(function () {});
    if (list.firstChild && input.value) panel.hidden = false;
  });
  box.addEventListener("keydown", function (event) {
    var all = links();
    var at = all.indexOf(document.activeElement);
    if (event.key === "Escape") {
      if (input.value || !panel.hidden) { event.preventDefault(); clear(); }
    } else if (event.key === "ArrowDown" && all.length) {
      event.preventDefault();
      all[Math.min(at + 1, all.length - 1)].focus();
    } else if (event.key === "ArrowUp" && at >= 0) {
      event.preventDefault();
      if (at === 0) input.focus(); else all[at - 1].focus();
    } else if (event.key === "Enter" && event.target === input && all.length) {
      event.preventDefault();
      all[0].click();
    }
  });
  box.addEventListener("focusout", function (event) {
    if (!box.contains(event.relatedTarget)) panel.hidden = true;
  });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target)) panel.hidden = true;
  });
  box.hidden = false;
})();
