// config, config/get-zone-id, zone/list, zone/check, module, react-landing-page (platform-api §3.1, §4;
// more §8.6). None of these needs moduleId.
import type { Deps } from '../request/deps.ts';
import type { Routes } from '../http/router.ts';
import { send } from '../http/respond.ts';
import { fail } from '../http/errors.ts';
import { num, validate } from '../http/validate.ts';
import { parseZoneIds } from '../request/access.ts';
import { parseLang } from '../http/i18n.ts';
import { pointInPolygon } from '../catalog/geo.ts';
import { formatModule, zoneData, zoneListEntry } from '../format/zone.ts';
import { landingPage } from '../catalog/landing.ts';

const COORDS = { lat: 'required|numeric|min:-90|max:90', lng: 'required|numeric|min:-180|max:180' };

export function registerConfig(r: Routes, deps: Deps): void {
  const { catalog } = deps;

  r.get('/config', (c) => send(c, deps.config()));

  r.get('/config/get-zone-id', (c) => {
    const q = c.req.query();
    validate(q, COORDS);
    const found = catalog.zonesAt(num(q.lat), num(q.lng));
    if (!found.length) fail(404, 'coordinates', 'Service not available in this area');
    const active = found.filter((z) => z.status === 1);
    if (!active.length) fail(403, 'coordinates', 'We are temporarily unavailable in this area');
    return send(c, {
      zone_id: JSON.stringify(active.map((z) => z.id)),
      zone_data: active.map((z) => zoneData(catalog, z)),
    });
  });

  r.get('/zone/list', (c) => send(c, catalog.zones.filter((z) => z.status === 1).map(zoneListEntry)));

  r.get('/zone/check', (c) => {
    const q = c.req.query();
    validate(q, { ...COORDS, zone_id: 'required|integer' });
    const z = catalog.zoneById.get(Number(q.zone_id));
    return send(c, !!z && z.status === 1 && pointInPolygon({ lat: num(q.lat), lng: num(q.lng) }, z.polygon));
  });

  r.get('/module', (c) => {
    // Only this route also accepts a scalar zone id (header or zone_id query).
    const zoneIds = parseZoneIds(c.req.header('zoneId') ?? c.req.query('zone_id'));
    const mods = catalog.modules.filter((m) => m.status === '1');
    const list =
      zoneIds === null
        ? mods
        : mods.filter((m) =>
            catalog.zones.some((z) => zoneIds.includes(z.id) && z.status === 1 && z.modules.includes(m.id)),
          );
    // The platform answers a module's name in the request's language (its translations table).
    const lang = parseLang(c.req.header('X-localization'));
    const nameIn = (m: (typeof list)[number]) =>
      m.translations.find((t) => t.locale === lang && t.key === 'module_name')?.value ?? m.module_name;
    return send(
      c,
      list.map((m) => ({ ...formatModule(catalog, m, zoneIds), module_name: nameIn(m) })),
    );
  });

  r.get('/react-landing-page', (c) =>
    send(c, {
      ...landingPage(),
      available_zone_list: catalog.zones
        .filter((z) => z.status === 1)
        .map((z) => ({
          id: z.id,
          name: z.name,
          display_name: z.display_name,
          modules: z.modules.map((m) => catalog.moduleById.get(m)!.module_name),
        })),
    }),
  );
}
