// Roadbook's service worker, written to the site with `offline: true` in site.yaml. The build puts two constants
// before this script: OFFLINE_VERSION, a digest of this build's files, and OFFLINE_FILES, the files to keep as
// [URL from the site root, digest]. At the first visit it keeps every one of them in a cache named after the
// site's scope and the version, copying the files whose digest did not change from the cache of the build before;
// a new build is a new worker, which takes over at once and deletes the caches of the builds before.
// Requests: only those for the site's own kept files are answered here, from the network first and from the
// cache when the network fails or is slow; anything else (map tiles, other sites, `roadbook serve`'s live reload,
// the todo pages' edits) goes to the network as if there were no worker. A photo variant that is not kept is
// answered offline with the kept (smallest) variant of the same photo, and a page that is not kept with 404.html.
/* global OFFLINE_VERSION, OFFLINE_FILES */
"use strict";

var SCOPE = self.registration.scope;
var PREFIX = "roadbook " + SCOPE + " ";
var CACHE = PREFIX + OFFLINE_VERSION;
var DIGEST_HEADER = "X-Roadbook-Digest";
var PARALLEL_FETCHES = 6;
var NETWORK_WAIT_MS = 4000;

var kept = new Map();
var photoByName = new Map();
OFFLINE_FILES.forEach(function (file) {
  var url = new URL(file[0], SCOPE).href;
  kept.set(url, file[1]);
  var photo = /\/images\/\d+\/([^/]+)$/.exec(url);
  if (photo) photoByName.set(photo[1], url);
});

// The response to keep for `url`: the one of an older cache with the same digest, else the network's.
function keptResponse(url, digest) {
  return caches.match(url).then(function (old) {
    if (old && old.headers.get(DIGEST_HEADER) === digest) return old;
    return fetch(url, { cache: "no-cache", credentials: "same-origin" }).then(function (response) {
      if (!response.ok) throw new Error(url + ": " + response.status);
      var headers = new Headers(response.headers);
      headers.set(DIGEST_HEADER, digest);
      return response.blob().then(function (body) {
        return new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
      });
    });
  });
}

// Keeps every file, a few at a time; a file that cannot be fetched is left out rather than failing the rest.
function keepAll(cache) {
  var urls = Array.from(kept.keys());
  var next = 0;
  function worker() {
    if (next >= urls.length) return Promise.resolve();
    var url = urls[next++];
    return keptResponse(url, kept.get(url))
      .then(function (response) { return cache.put(url, response); })
      .catch(function () { /* offline later, this file will not open; the others will */ })
      .then(worker);
  }
  var workers = [];
  for (var i = 0; i < PARALLEL_FETCHES; i++) workers.push(worker());
  return Promise.all(workers);
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(keepAll).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf(PREFIX) === 0 && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

// The URL a kept file is stored under: no query or fragment, a page's folder rather than its index.html.
function keyOf(url) {
  var key = new URL(url);
  key.search = "";
  key.hash = "";
  if (/\/index\.html$/.test(key.pathname)) key.pathname = key.pathname.slice(0, -"index.html".length);
  return key.href;
}

// What the cache has for `key` (or, for a photo variant not kept, the kept variant of the same photo; for a page
// not kept, 404.html).
function fromCache(key, isPage) {
  return caches.open(CACHE).then(function (cache) {
    return cache.match(key).then(function (hit) {
      if (hit) return hit;
      var photo = /\/images\/\d+\/([^/]+)$/.exec(key);
      if (photo && photoByName.has(photo[1])) return cache.match(photoByName.get(photo[1]));
      if (isPage) return cache.match(new URL("404.html", SCOPE).href);
      return undefined;
    });
  });
}

// The network's answer, or the cache's when the network fails or has not answered within NETWORK_WAIT_MS.
function networkThenCache(request, key, isPage) {
  return new Promise(function (resolve, reject) {
    var settled = false;
    function useCache(error) {
      fromCache(key, isPage).then(function (hit) {
        if (settled) return;
        if (hit) { settled = true; resolve(hit); } else if (error) { settled = true; reject(error); }
      });
    }
    var timer = setTimeout(function () { useCache(null); }, NETWORK_WAIT_MS);
    fetch(request).then(function (response) {
      clearTimeout(timer);
      if (!settled) { settled = true; resolve(response); }
    }, function (error) {
      clearTimeout(timer);
      useCache(error);
    });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || request.url.indexOf(SCOPE) !== 0) return;
  var key = keyOf(request.url);
  var isPage = request.mode === "navigate";
  var photo = /\/images\/\d+\/([^/]+)$/.exec(key);
  if (!kept.has(key) && !isPage && !(photo && photoByName.has(photo[1]))) return;
  event.respondWith(networkThenCache(request, key, isPage));
});
