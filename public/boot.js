// Runs before first paint (a blocking script: external on a plain page, inlined and allowed by its hash on a
// server-rendered one, server/ssr/page.ts): applies the remembered theme, language and direction so the page
// never flashes the wrong ones.
(function () {
  var root = document.documentElement;
  var rtl = ['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yl'];
  var theme = null;
  var lang = null;
  try {
    theme = localStorage.getItem('theme-mode');
    lang = localStorage.getItem('language-setting');
  } catch (e) {}
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  if (lang !== 'en' && lang !== 'ar') {
    var nav = (navigator.languages || [navigator.language || 'en']).map(function (l) { return String(l).split('-')[0]; });
    lang = nav.indexOf('ar') > -1 && (nav.indexOf('en') === -1 || nav.indexOf('ar') < nav.indexOf('en')) ? 'ar' : 'en';
  }
  // The taka sign's face (vite.config.ts takaSign) is ready before the first layout needs it.
  try {
    document.fonts.load('1em TakaSign', '\u09f3');
  } catch (e) {}
  root.setAttribute('data-theme', theme);
  // Until the app has hydrated the server's markup, a click would be lost: the page takes none (index.html's
  // style). src/boot.tsx lifts this when its first render commits; a page whose code never runs gets it back.
  root.setAttribute('data-hydrating', '');
  setTimeout(function () { root.removeAttribute('data-hydrating'); }, 15000);
  root.style.colorScheme = theme;
  root.lang = lang;
  root.dir = rtl.indexOf(lang) > -1 ? 'rtl' : 'ltr';
  // The server renders the next page in this language and theme (issue 15: local storage stays the truth).
  try {
    var year = '; Path=/; Max-Age=31536000; SameSite=Lax';
    document.cookie = 'sf_theme_mode=' + theme + year;
    document.cookie = 'sf_language_setting=' + lang + year;
  } catch (e) {}
  // The build names each language's message chunk (vite.config.ts catalogueHints): fetch it beside the entry.
  try {
    var hints = document.querySelector('meta[name="catalogues"]');
    var href = hints && JSON.parse(hints.getAttribute('content') || '{}')[lang];
    if (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      // A server-rendered page needs it only after its first paint (server/ssr/page.ts codeAfterPaint).
      var priority = hints.getAttribute('data-fetchpriority');
      if (priority) link.setAttribute('fetchpriority', priority);
      document.head.appendChild(link);
    }
  } catch (e) {}
})();
