// The storefront's service worker (issue 15 "Repeat visits and offline"). Hashed assets never change, so
// they come from the cache with no network wait; pages go to the network first, so HTML is never stale,
// and fall back to the offline page. API answers are never cached here: stale data must not look fresh.
var VERSION = 'v1';
var ASSETS = 'assets-' + VERSION;
var PAGES = 'pages-' + VERSION;
var OFFLINE = '/offline.html';

self.addEventListener('install', function (event) {
  event.waitUntil(
    Promise.all([
      caches.open(PAGES).then(function (cache) { return cache.add(OFFLINE); }),
      // The shell's own code, read from the page the server gives now.
      fetch('/', { cache: 'no-store' })
        .then(function (res) { return res.text(); })
        .then(function (html) {
          var urls = (html.match(/\/assets\/[^"'\s>]+/g) || []).filter(function (u, i, all) { return all.indexOf(u) === i; });
          return caches.open(ASSETS).then(function (cache) { return cache.addAll(urls); });
        })
        .catch(function () {}),
    ]).then(function () { return self.skipWaiting(); }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys()
      .then(function (names) {
        return Promise.all(names.filter(function (n) { return n !== ASSETS && n !== PAGES; }).map(function (n) { return caches.delete(n); }));
      })
      .then(function () { return self.clients.claim(); }),
  );
});

self.addEventListener('fetch', function (event) {
  var req = event.request;
  if (req.method !== 'GET') return;
  var url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(
      caches.open(ASSETS).then(function (cache) {
        return cache.match(req).then(function (hit) {
          return hit || fetch(req).then(function (res) {
            if (res.ok) cache.put(req, res.clone());
            return res;
          });
        });
      }),
    );
    return;
  }
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req).catch(function () {
        return caches.match(OFFLINE, { cacheName: PAGES });
      }),
    );
  }
});

// turn4 §4.5 pushes: Firebase Cloud Messaging delivers the platform's messages here (the token is bound to
// this worker, src/app/firebaseToken.ts), so no second firebase-messaging-sw.js and no SDK in the worker.
// Its payload is {notification: {title, body}, data: {…}}; the platform also sends title and body in data.
self.addEventListener('push', function (event) {
  var payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch (e) {
    payload = {};
  }
  var note = payload.notification || {};
  var data = payload.data || {};
  var title = note.title || data.title;
  if (!title) return;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: note.body || data.body || data.description || '',
      icon: '/icon-192.png',
      tag: data.order_id ? 'order-' + data.order_id : undefined,
      data: { orderId: data.order_id || null, type: data.type || null },
    }),
  );
});

// A tap opens the order (or the notifications page) in a tab of the storefront, reusing one if open.
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var info = event.notification.data || {};
  var path = info.orderId && /^\d+$/.test(String(info.orderId)) ? '/my-orders/' + info.orderId : '/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (tabs) {
      for (var i = 0; i < tabs.length; i++) {
        if ('navigate' in tabs[i]) return tabs[i].navigate(path).then(function (tab) { return tab && tab.focus(); });
      }
      return self.clients.openWindow(path);
    }),
  );
});
