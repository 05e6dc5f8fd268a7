import type { BrowserContext } from '@playwright/test';

/**
 * The Firebase JS SDK opens its popup sign-in through Google's `gapi.iframes` loader
 * (https://apis.google.com/js/api.js), and so does the Auth emulator's helper iframe. Without
 * internet that script cannot load, so the Google popup could not be tested offline. When
 * apis.google.com is unreachable, the browser gets this stand-in for the loader's cross-window
 * messaging instead (named handlers, request and reply over postMessage). Everything on either
 * side of it is real: the Firebase SDK, the Auth emulator's popup page and iframe, its account
 * creation and ID tokens, and the site. With internet (CI) the real loader is used.
 */
const SHIM = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var FILTER = function () { return true; };
  var seq = 0;
  function channel(peer) {
    var handlers = {}, queued = {}, waiting = {};
    function answer(m) {
      Promise.resolve()
        .then(function () { return handlers[m.name](m.data); })
        .then(function (result) { peer().postMessage({ __gapiShim: 1, reply: m.id, result: [result] }, '*'); });
    }
    window.addEventListener('message', function (e) {
      var m = e.data;
      if (!m || m.__gapiShim !== 1 || e.source !== peer()) return;
      if (m.reply) {
        var cb = waiting[m.reply];
        delete waiting[m.reply];
        if (cb) cb(m.result);
        return;
      }
      if (handlers[m.name]) answer(m);
      else (queued[m.name] = queued[m.name] || []).push(m);
    });
    var api = {
      register: function (name, fn) {
        handlers[name] = fn;
        (queued[name] || []).splice(0).forEach(answer);
      },
      unregister: function (name) { delete handlers[name]; },
      send: function (name, data, cb) {
        var id = ++seq + ':' + Math.random();
        if (cb) waiting[id] = cb;
        var target = peer();
        if (target) target.postMessage({ __gapiShim: 1, id: id, name: name, data: data }, '*');
      },
      restyle: function () { return Promise.resolve(); },
      ping: function (cb) {
        return new Promise(function (resolve) {
          var done = false;
          function tick() {
            if (done) return;
            api.send('__ping', null, function () {
              if (done) return;
              done = true;
              clearInterval(timer);
              if (cb) cb();
              resolve();
            });
          }
          var timer = setInterval(tick, 100);
          tick();
        });
      },
    };
    return api;
  }
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (k) {
        if (k === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(k, attributes[k]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      return onOpen(channel(function () { return frame.contentWindow; }));
    },
    getParentIframe: function () {
      var parent = channel(function () { return window.parent; });
      parent.register('__ping', function () { return true; });
      return parent;
    },
  };
  window.gapi = {
    load: function (name, options) { setTimeout(function () { options.callback(); }, 0); },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {} },
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

let online: Promise<boolean> | null = null;

function googleReachable(): Promise<boolean> {
  online ??= fetch('https://apis.google.com/js/api.js', { signal: AbortSignal.timeout(3000) })
    .then((r) => r.ok)
    .catch(() => false);
  return online;
}

/**
 * Offline: serves the stand-in for apis.google.com/js/api.js and fails the emulator popup's
 * web fonts and stylesheet at once (instead of waiting for a network that is not there).
 * Online: does nothing. Returns whether the stand-in is in use.
 */
export async function useGapiWhenOffline(context: BrowserContext): Promise<boolean> {
  if (await googleReachable()) return false;
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: SHIM }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
  return true;
}
