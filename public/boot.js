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
  // The taka sign (৳, the demo's currency) where the device has no Bengali font: without one the browser drew
  // a box, after searching every installed font for the glyph at the first layout (40–80 ms of layout at 1× CPU
  // here). Built from its bytes the face is loaded at once: no request, no text hidden while one loads (a face
  // in the stylesheet, loaded on first use, delayed a first paint by a second in some Lighthouse runs). The
  // bytes are src/fonts/taka-sign.ttf (see its LICENSE), the font stack's TakaSign (panda.config.ts).
  try {
    var taka = 'AAEAAAAMAIAAAwBAT1MvMl/RW2wAAAG4AAAAYGNtYXAADApGAAABTAAAADRjdnQgRPYiAAAAApgAAAEqZ2FzcAAHAAcAAADcAAAADGdseWYit6kwAAACGAAAAIBoZWFk9VE1jgAAAYAAAAA2aGhlYQZAAbEAAAEoAAAAJGhtdHgEnwCAAAAA1AAAAAhsb2NhAEAAAAAAAMwAAAAGbWF4cACaAcsAAADoAAAAIG5hbWVCmV2yAAADxAAAA0hwb3N0/uEAFAAAAQgAAAAgAAAAAABAAAADIABkAX8AHAAAAAIACAAC//8AAwABAAAAAgCxAAwAbQAEAAEAAQA8AEAAAABEAG8AAgABAAMAAAAAAAD+3gAUAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAvj+uwDIBFj+G/6bBGIAAQAAAAAAAAAAAAAAAAAAAAIAAAACAAAAAwAAABQAAwABAAAAFAAEACAAAAAEAAQAAQAACfP//wAACfP///YOAAEAAAAAAAEAAAACgADGkRxDXw889QAfAwEAAAAAwXnlqwAAAADSJY4y/hv+uwRiAvgAAAAIAAIAAAAAAAAABAHaAZAABQAAArwCigAAAMgCvAKKAAAB9AAyAPoAAAILBgAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAQUNFIADACfMJ8wLu/u4AAAL4AUUAAAABAAAAAAAAAAAAAAAgAAYAAQAc//YBWwItAC4AACUGIyImNTQ2MzIWFRQHBgcGJyYnJj0BIzUzNTQnJiM1MzIWHQIzFSMVFBcWNzYBHAwGFScgFxsmFxYiLjQfFxUtLQ8IFhAaMeLiKSobHaoDHBQVHSkdIDczHSYKBhoaLb0lhxsPCCowLDRTJb03CgQeHQAAAAAAMgK8/84AZAIm/9gB8wKR//8B9gJi/6AB/v/2Ahv/5wLG/y4C6QHqAbgAWv95ARMA8ABfApT/dAIN//oCBwF8AYYB5AAOAV4AlgIX/9MCH//QAtD/JP+fAWkAaP87/wgCTP9uAu7/CwJm/4gBMgDIAlz/ogF1ACABoQAcAj//4gIwAsH/oQLV//sAFAAPAfkC3wLk//H/kgAZ/34CAwLLAAX/EAAK/wYAGP78AAH/Fv+N/wEBpP+1AEYB2wHl/+wBnwCHAOsCigJTAWMCbAGzAnsALQIIArL/Pf+//8T/W/+VAjX/Zf9M/6v/nAAe/1n/Uf/AAtr/sP+D/1YC8/9q/8n/b/67/7r/YP/5/6YABgAo/sr/OP8r/5cC9wL4AHMAgv8CATYAAAAAAAcAWgADAAEECQAAAl4AkAADAAEECQABABoAdgADAAEECQACAA4AaAADAAEECQADADIANgADAAEECQAEABoAdgADAAEECQAFABwAGgADAAEECQAGABoAAABMAG8AaABpAHQALQBCAGUAbgBnAGEAbABpAFYAZQByAHMAaQBvAG4AIAAyAC4AOQAxAC4ANQBMAG8AaABpAHQAIABCAGUAbgBnAGEAbABpACAAOgAgADIANgAtADMALQAyADAAMQA0AFIAZQBnAHUAbABhAHIATABvAGgAaQB0ACAAQgBlAG4AZwBhAGwAaQBDAG8AcAB5AHIAaQBnAGgAdAAgADIAMAAxADEALQAxADUAIABMAG8AaABpAHQAIABGAG8AbgB0AHMAIABQAHIAbwBqAGUAYwB0ACAAYwBvAG4AdAByAGkAYgB1AHQAbwByAHMALgAKADwAaAB0AHQAcAA6AC8ALwBmAGUAZABvAHIAYQBoAG8AcwB0AGUAZAAuAG8AcgBnAC8AbABvAGgAaQB0AD4ACgBPAHAAZQBuACAAdAB5AHAAZQAgAHQAYQBiAGwAZQBzACAAdwByAGkAdAB0AGUAbgAgAGIAeQA6AAoAUAByAGEAdgBpAG4AIABTAGEAdABwAHUAdABlACAAPABwAHMAYQB0AHAAdQB0AGUAIABBAFQAIAByAGUAZABoAGEAdAAgAEQATwBUACAAYwBvAG0APgAKAFMAbgBlAGgAYQAgAEsAbwByAGUAIAA8AHMAawBvAHIAZQAgAEEAVAAgAHIAZQBkAGgAYQB0ACAARABPAFQAIABjAG8AbQA+ACAAYQBuAGQAIABTAGgAaQBsAHAAYQAgAEcAaQB0AGUAIAA8AHMAZwBpAHQAZQAgAEEAVAAgAHIAZQBkAGgAYQB0ACAARABPAFQAIABjAG8AbQA+AAoACgAgACAAIABMAGkAYwBlAG4AcwBlAGQAIAB1AG4AZABlAHIAIAB0AGgAZQAgAFMASQBMACAATwBwAGUAbgAgAEYAbwBuAHQAIABMAGkAYwBlAG4AcwBlACAAMQAuADEAIAAoAHMAZQBlACAAZgBpAGwAZQAgAE8ARgBMAC4AdAB4AHQAKQ==';
    var bytes = new Uint8Array(atob(taka).split('').map(function (c) { return c.charCodeAt(0); }));
    document.fonts.add(new FontFace('TakaSign', bytes, { unicodeRange: 'U+09F3' }));
  } catch (e) {}
  // A server-rendered page that shows dates (data-dates, server/ssr/page.ts) loads the browser's date data
  // now, before its first paint, when no tap can be waiting: the first date formatter of a page costs 20–35 ms
  // at 1× CPU (the time zone, the calendar), a long task in the middle of hydration otherwise.
  if (root.hasAttribute('data-dates')) {
    try {
      new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
    } catch (e) {}
  }
  root.setAttribute('data-theme', theme);
  // Until the app has hydrated the server's markup, a click would be lost: the page takes none (index.html's
  // style). src/boot.tsx lifts this when its first render commits; a page whose code never runs gets it back.
  root.setAttribute('data-hydrating', '');
  setTimeout(function () { root.removeAttribute('data-hydrating'); }, 15000);
  // Keys are not held: Enter in a server-drawn form before its code has run would submit it the browser's way,
  // reloading the page (its named fields in the address) and losing what was typed. Held instead, and sent once
  // React owns the form (src/ui/serverDrawn.ts); a form React has handled has prevented this already.
  // The fields typed into meanwhile: a page drawn again instead of hydrated replaces them, and the app carries
  // their text into the new ones.
  addEventListener('input', function (e) {
    if (e.isTrusted && root.hasAttribute('data-hydrating')) (window.typedEarly = window.typedEarly || []).push(e.target);
  });
  addEventListener('submit', function (e) {
    if (e.defaultPrevented || !root.hasAttribute('data-hydrating')) return;
    e.preventDefault();
    window.heldSubmit = e.target;
  });
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
