// Roadbook's trip countdown (progressive enhancement): on the home page, says on the visitor's own day whether the
// trip starts "in 9 days", is on "day 3 of 12" or has ended. Without JavaScript the dates alone show.
(function () {
  "use strict";
  var status = document.querySelector("[data-trip-start]");
  if (!status) return;
  function day(iso) {
    var parts = iso.split("-").map(Number);
    return Date.UTC(parts[0], parts[1] - 1, parts[2]) / 86400000;
  }
  var now = new Date();
  var today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86400000;
  var start = day(status.getAttribute("data-trip-start"));
  var end = day(status.getAttribute("data-trip-end"));
  var language = document.documentElement.lang || "en";
  var number = function (value) { return new Intl.NumberFormat(language).format(value); };
  var text;
  if (today < start) {
    var count = start - today;
    var category = new Intl.PluralRules(language).select(count);
    var form = status.getAttribute("data-trip-in-" + category) || status.getAttribute("data-trip-in-other");
    text = form.split("{count}").join(number(count));
  } else if (today <= end) {
    text = status.getAttribute("data-trip-during").split("{day}").join(number(today - start + 1))
      .split("{count}").join(number(end - start + 1));
  } else {
    text = status.getAttribute("data-trip-ended");
  }
  status.textContent = text;
  status.hidden = false;
})();
