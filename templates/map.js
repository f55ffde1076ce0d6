// Roadbook's interactive maps: every <figure data-map-data> (written by map.mustache) becomes a Leaflet map over
// raster tiles, its markers read from the site's locations.geojson (fetched once for the page). The drawn SVG map
// inside the figure stays when anything is missing: no JavaScript, a page opened from file://, the library or the
// data not loading, or no tile loading before the first tile error. Settings come from the figure's data-map-*
// attributes. Every text reaches the page as text (textContent, setAttribute) in nodes built here: Leaflet reads a
// string it is given as content (tooltip, popup, icon, attribution) as HTML, so it is only ever given DOM nodes.
(function () {
  "use strict";
  if (window.roadbookMaps) return;
  var maps = (window.roadbookMaps = []);

  function start() {
    var figures = Array.prototype.slice.call(document.querySelectorAll("figure[data-map-data]"));
    if (!figures.length || location.protocol === "file:" || !window.fetch || !window.Promise) return;
    var first = figures[0];
    var library = first.getAttribute("data-map-library");
    ["leaflet.css", "MarkerCluster.css"].forEach(function (name) {
      var link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = library + name;
      document.head.appendChild(link);
    });
    var data = fetch(first.getAttribute("data-map-data")).then(function (response) {
      if (!response.ok) throw new Error("locations.geojson: HTTP " + response.status);
      return response.json();
    });
    // Both scripts download at once and run in order (markercluster needs Leaflet), while the data arrives.
    Promise.all([script(library + "leaflet.min.js"), script(library + "leaflet.markercluster.min.js"), data])
      .then(function (loaded) { return loaded[2]; })
      .then(function (geojson) {
        var root = first.getAttribute("data-map-data").replace(/locations\.geojson$/, "");
        var places = geojson.features.map(function (feature) {
          var p = feature.properties;
          return {
            id: p.id, name: p.name, city: p.cityName, url: root + p.url, photo: p.photo ? root + p.photo : "", track: p.track || "",
            latlng: [feature.geometry.coordinates[1], feature.geometry.coordinates[0]]
          };
        });
        figures.forEach(function (figure) { build(figure, places); });
      })
      .catch(function (error) {
        figures.forEach(function (figure) { figure.setAttribute("data-map-state", "fallback"); });
        if (window.console) console.warn("Roadbook map: the drawn map stays (" + error.message + ")");
      });
  }

  function script(url) {
    return new Promise(function (resolve, reject) {
      var element = document.createElement("script");
      element.src = url;
      element.async = false;
      element.onload = resolve;
      element.onerror = function () { reject(new Error("could not load " + url)); };
      document.head.appendChild(element);
    });
  }

  function textNode(tag, className, text) {
    var element = document.createElement(tag);
    if (className) element.className = className;
    element.textContent = text;
    return element;
  }

  var pinPath = "M12 31 L6.6 20 A11 11 0 1 1 17.4 20 Z";

  // The drawn map shows until the first tile has loaded; with none after this long (offline, blocked, a slow
  // network), the page gives up on tiles and keeps the drawn map (docs/site-yaml.md, `map.tiles`).
  var TILE_WAIT_MS = 4000;

  // Two icons for the whole page, shared by every marker (an icon makes a new element for each marker it shows).
  var pinIcons = {};
  function pinIcon(current) {
    var key = current ? "current" : "other";
    if (!pinIcons[key]) pinIcons[key] = makePinIcon(current);
    return pinIcons[key];
  }

  function makePinIcon(current) {
    var size = current ? [34, 44] : [24, 31];
    return new PinIcon({
      className: "rb-pin" + (current ? " rb-pin-current" : ""),
      iconSize: size,
      iconAnchor: [size[0] / 2, size[1]],
      popupAnchor: [0, -size[1] + 4],
      tooltipAnchor: [0, -size[1]]
    });
  }

  // The pin's drawing, made as SVG nodes for each marker that shows it.
  function pinDrawing() {
    var svgNS = "http://www.w3.org/2000/svg";
    var svg = document.createElementNS(svgNS, "svg");
    svg.setAttribute("viewBox", "0 0 24 32");
    svg.setAttribute("aria-hidden", "true");
    var path = document.createElementNS(svgNS, "path");
    [["d", pinPath], ["fill", "currentColor"], ["stroke", "#fff"], ["stroke-width", "1.6"]].forEach(function (pair) {
      path.setAttribute(pair[0], pair[1]);
    });
    var circle = document.createElementNS(svgNS, "circle");
    [["cx", "12"], ["cy", "11.5"], ["r", "4.2"], ["fill", "#fff"]].forEach(function (pair) {
      circle.setAttribute(pair[0], pair[1]);
    });
    svg.appendChild(path);
    svg.appendChild(circle);
    return svg;
  }

  // Leaflet's DivIcon with its `html` option left empty (so Leaflet writes no markup) and its content appended as
  // nodes: `content()` gives them.
  var PinIcon = null;
  function nodeIconClass(content) {
    return L.DivIcon.extend({
      options: { html: false },
      createIcon: function (old) {
        var element = L.DivIcon.prototype.createIcon.call(this, old);
        element.appendChild(content(this.options));
        if (this.options.label) {
          element.setAttribute("role", "button");
          element.setAttribute("aria-label", this.options.label);
        }
        return element;
      }
    });
  }

  // A cluster's icon: a button named by its count ("Group of places: 12"), the count shown as text.
  var ClusterIcon = null;

  function card(place) {
    var box = document.createElement("div");
    box.className = "map-card-box";
    if (place.photo) {
      var photoLink = document.createElement("a");
      photoLink.className = "map-card-photo";
      photoLink.href = place.url;
      photoLink.tabIndex = -1;
      var image = document.createElement("img");
      image.src = place.photo;
      image.alt = "";
      image.loading = "lazy";
      photoLink.appendChild(image);
      box.appendChild(photoLink);
    }
    var name = document.createElement("a");
    name.className = "map-card-name";
    name.href = place.url;
    name.textContent = place.name;
    box.appendChild(name);
    var city = document.createElement("span");
    city.className = "map-card-city";
    city.textContent = place.city;
    box.appendChild(city);
    return box;
  }

  // A marker gets its tooltip, its card and its keyboard handling the first time it is shown, not when it is made:
  // at 10,000 places most markers stay inside clusters, and binding them all up front cost more than the clustering.
  // The name shows on hover (Leaflet's tooltip) and on keyboard focus; Enter or Space opens the card.
  function prepareShown(marker) {
    var place = marker.roadbookPlace;
    if (!place) return;
    if (!marker.getTooltip()) {
      marker.bindTooltip(textNode("span", "rb-tooltip-name", place.name), { direction: "top", offset: [0, -2] });
      marker.bindPopup(function () { return card(place); }, { autoPanPadding: [24, 24] });
    }
    var element = marker.getElement();
    if (!element || element.getAttribute("data-rb-ready")) return;
    element.setAttribute("data-rb-ready", "1");
    element.setAttribute("role", "button");
    element.setAttribute("aria-label", place.name);
    element.addEventListener("focus", function () { marker.openTooltip(); });
    element.addEventListener("blur", function () { marker.closeTooltip(); });
    element.addEventListener("keydown", function (event) {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        marker.openPopup();
        var popup = marker.getPopup() && marker.getPopup().getElement();
        var link = popup && popup.querySelector(".map-card-name");
        if (link) link.focus();
      }
    });
  }

  function build(figure, allPlaces) {
    PinIcon = PinIcon || nodeIconClass(pinDrawing);
    ClusterIcon = ClusterIcon || nodeIconClass(function (options) { return textNode("span", "", options.count); });
    var attr = function (name) { return figure.getAttribute("data-map-" + name) || ""; };
    var city = attr("city"), currentID = attr("current");
    var places = city ? allPlaces.filter(function (p) { return p.city === city; }) : allPlaces;
    places = dayPlaces(figure, places);
    if (!places.length) return;
    var dark = attr("dark-tiles") && window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
    var live = document.createElement("div");
    live.className = "map-live";
    live.setAttribute("aria-label", attr("label"));
    live.setAttribute("role", "region");
    figure.insertBefore(live, figure.querySelector(".map-fallback"));
    // Laid out but unseen over the drawn map until a tile arrives (theme.css, .map-is-loading).
    figure.classList.add("map-is-loading");
    if (dark) figure.classList.add("map-dark-tiles");
    var map = L.map(live, { zoomControl: false, attributionControl: false, scrollWheelZoom: false, worldCopyJump: true });
    L.control.zoom({ zoomInTitle: attr("zoom-in"), zoomOutTitle: attr("zoom-out") }).addTo(map);
    // The wheel zooms only once the map has been clicked or focused, so the page scrolls past it.
    map.on("focus click", function () { map.scrollWheelZoom.enable(); });
    map.on("blur", function () { map.scrollWheelZoom.disable(); });
    creditControl(attr("attribution"), attr("attribution-url")).addTo(map);
    var tiles = L.tileLayer(dark ? attr("dark-tiles") : attr("tiles"), { maxZoom: Number(attr("max-zoom")) || 19 });
    var state = { map: map, figure: figure, markers: [], current: null, route: null, tilesLoaded: 0 };
    state.tileTimer = setTimeout(function () { if (!state.tilesLoaded) fallback(state); }, TILE_WAIT_MS);
    tiles.on("tileload", function () {
      state.tilesLoaded += 1;
      if (state.tilesLoaded > 1 || state.removed) return;
      // The first tile: the map with its tiles takes the drawn map's place.
      clearTimeout(state.tileTimer);
      figure.classList.remove("map-is-loading");
      figure.classList.add("map-is-live");
      map.invalidateSize();
    });
    tiles.on("tileerror", function () { if (!state.tilesLoaded) fallback(state); });
    // Each tile's size in its attributes too, as every other image of the page has.
    tiles.on("tileloadstart", function (event) {
      var size = tiles.getTileSize();
      event.tile.setAttribute("width", size.x);
      event.tile.setAttribute("height", size.y);
    });
    tiles.addTo(map);
    var clusterLabel = attr("cluster-label");
    var cluster = L.markerClusterGroup({
      showCoverageOnHover: false, maxClusterRadius: 48, spiderfyOnMaxZoom: true, chunkedLoading: true, chunkInterval: 100, chunkDelay: 1,
      // Clustering goes on in slices of 200 ms with the map already usable; the figure says when every marker is in.
      chunkProgress: function (done, total) {
        if (done !== total) return;
        state.clustered = true;
        figure.setAttribute("data-map-markers", "all");
        if (state.fallbackWanted) fallback(state);
      },
      iconCreateFunction: function (group) {
        var count = group.getChildCount();
        var size = count < 10 ? 34 : count < 100 ? 40 : 48;
        return new ClusterIcon({
          className: "rb-cluster", count: String(count), iconSize: [size, size], label: clusterLabel.replace("{count}", String(count))
        });
      }
    });
    state.cluster = cluster;
    var byID = {};
    places.forEach(function (place) {
      var current = place.id === currentID;
      var marker = L.marker(place.latlng, { icon: pinIcon(current), keyboard: true, riseOnHover: true, zIndexOffset: current ? 1000 : 0 });
      marker.roadbookPlace = place;
      byID[place.id] = place;
      state.markers.push(marker);
      if (current) state.current = marker;
      else cluster.addLayer(marker);
    });
    map.on("layeradd", function (event) { prepareShown(event.layer); });
    map.addLayer(cluster);
    if (state.current) state.current.addTo(map);
    if (attr("route") === "true" && places.length > 1) {
      state.route = L.polyline(routeLines(places), { className: "rb-route", interactive: false }).addTo(map);
    }
    var focus = places.map(function (p) { return p.latlng; });
    if (state.current) {
      // Centred on the place, wide enough for its nearest neighbours (each mirrored through it, so it stays mid-map).
      var centre = byID[currentID].latlng;
      focus = [centre];
      attr("nearby").split(" ").filter(Boolean).slice(0, 6).forEach(function (id) {
        var other = byID[id];
        if (!other) return;
        focus.push(other.latlng, [2 * centre[0] - other.latlng[0], 2 * centre[1] - other.latlng[1]]);
      });
    }
    if (focus.length === 1) {
      map.setView(focus[0], Math.min(15, map.getMaxZoom()));
    } else {
      map.fitBounds(L.latLngBounds(focus), { paddingTopLeft: [56, 40], paddingBottomRight: [36, 36], maxZoom: 16 });
    }
    drawTracks(state);
    maps.push(state);
    figure.roadbookMap = state;
    figure.setAttribute("data-map-state", "ready");
  }

  // A day's map shows that day's places only (data-map-places: their ids).
  function dayPlaces(figure, places) {
    if (!figure.hasAttribute("data-map-places")) return places;
    var ids = figure.getAttribute("data-map-places").split(" ");
    return places.filter(function (p) { return ids.indexOf(p.id) >= 0; });
  }

  // The straight route in list order, broken before each place reached along a track (the track is drawn instead).
  function routeLines(places) {
    var lines = [], line = [];
    places.forEach(function (place) {
      if (place.track && line.length) { lines.push(line); line = []; }
      line.push(place.latlng);
    });
    lines.push(line);
    return lines.filter(function (points) { return points.length > 1; });
  }

  // The tracks named by data-map-track-ids, from tracks.geojson (data-map-tracks), as lines under the markers.
  function drawTracks(state) {
    var url = state.figure.getAttribute("data-map-tracks"), ids = (state.figure.getAttribute("data-map-track-ids") || "").split(" ");
    if (!url) return;
    fetch(url).then(function (response) {
      if (!response.ok) throw new Error("tracks.geojson: HTTP " + response.status);
      return response.json();
    }).then(function (geojson) {
      var features = geojson.features.filter(function (feature) { return ids.indexOf(feature.properties.id) >= 0; });
      state.tracks = L.geoJSON({ type: "FeatureCollection", features: features }, { className: "rb-track", interactive: false }).addTo(state.map);
      if (state.figure.hasAttribute("data-map-places") && features.length) fitDay(state);
      state.figure.setAttribute("data-map-tracks-drawn", String(features.length));
    }).catch(function (error) {
      if (window.console) console.warn("Roadbook map: no tracks (" + error.message + ")");
    });
  }

  // A day's map shows the whole day: its places and its tracks, which start where the day before ended, often
  // far outside its places (the way from yesterday's last place).
  function fitDay(state) {
    var bounds = state.tracks.getBounds();
    state.markers.forEach(function (marker) { bounds.extend(marker.getLatLng()); });
    if (bounds.isValid()) state.map.fitBounds(bounds, { paddingTopLeft: [56, 40], paddingBottomRight: [36, 36], maxZoom: 16, animate: false });
  }

  // The tiles' credit in the map's corner, where Leaflet's attribution control would put it: a link built as a node
  // (that control takes its text as HTML).
  function creditControl(text, url) {
    var Credit = L.Control.extend({
      options: { position: "bottomright" },
      onAdd: function () {
        var box = document.createElement("div");
        box.className = "leaflet-control-attribution leaflet-control";
        if (!text) return box;
        if (!url) {
          box.textContent = text;
          return box;
        }
        var link = textNode("a", "", text);
        link.href = url;
        box.appendChild(link);
        return box;
      }
    });
    return new Credit();
  }

  function fallback(state) {
    if (state.removed) return;
    // markercluster goes on clustering in its timer after its map is removed, and fails: wait for its last slice.
    if (state.cluster && !state.clustered) {
      state.fallbackWanted = true;
      return;
    }
    state.removed = true;
    clearTimeout(state.tileTimer);
    state.map.remove();
    var live = state.figure.querySelector(".map-live");
    if (live) live.parentNode.removeChild(live);
    state.figure.classList.remove("map-is-live", "map-is-loading", "map-dark-tiles");
    state.figure.setAttribute("data-map-state", "fallback");
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
