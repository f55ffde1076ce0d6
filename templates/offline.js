// Registers the site's service worker (site.yaml `offline: true`), which keeps the site for use without signal:
// service-worker.js, beside this script at the site root, whose folder is the worker's scope. Browsers without
// service workers, and pages opened from file://, go on without it.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !document.currentScript) return;
  var worker = new URL("service-worker.js", document.currentScript.src);
  navigator.serviceWorker.register(worker.href).catch(function () { /* the site works as before, online */ });
})();
