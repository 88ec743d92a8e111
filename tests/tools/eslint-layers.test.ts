import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { join } from 'node:path';
import { layers } from './eslint-layers.js';

const root = join(import.meta.dirname, '../..');
const linter = new Linter({ configType: 'flat' });

function lint(file: string, code: string): string[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { layers },
        rules: { 'layers/one-way': 'error' },
        languageOptions: { sourceType: 'module' },
      },
    ],
    { filename: join(root, file) },
  );
  return messages.map((m) => m.message);
}

describe('one-way import rule (docs/design.md "Layers")', () => {
  it('lets routes use features and features use ui, api, domain, machines and flows', () => {
    expect(lint('src/routes/home.ts', "import { A } from '../features/home/A';")).toEqual([]);
    expect(
      lint(
        'src/features/cart/Drawer.ts',
        "import { b } from '../../ui/button'; import { c } from '../../api/api'; import { d } from '../../../machines/cart/x'; import { f } from '../../flows/cart';",
      ),
    ).toEqual([]);
    expect(lint('machines/cart/x.machine.ts', "import { m } from '../../src/domain/money';")).toEqual([]);
  });

  it('refuses a feature importing another feature', () => {
    expect(lint('src/features/cart/Drawer.ts', "import { Card } from '../catalog/Card';")).toEqual([
      'features/cart may not import features/catalog (docs/design.md: imports go one way).',
    ]);
  });

  it('refuses imports that go up the layers', () => {
    expect(lint('src/domain/money.ts', "import { api } from '../api/api';")).toHaveLength(1);
    expect(lint('machines/cart/x.machine.ts', "import { api } from '../../src/api/api';")).toHaveLength(1);
    expect(lint('src/features/cart/Drawer.ts', "import { Route } from '../../routes/home';")).toHaveLength(1);
    expect(lint('src/ui/Button.ts', "import { x } from '../features/cart/x';")).toHaveLength(1);
    expect(lint('src/api/client.ts', "const m = import('../app/router');")).toHaveLength(1);
  });

  it('lets the server go down its stack: assembly → routes → handlers → request → services → format → catalog → http → db', () => {
    expect(
      lint(
        'server/app.ts',
        "import { registerOrder } from './routes/order.ts'; import { seedDatabase } from './seed/index.ts';",
      ),
    ).toEqual([]);
    expect(
      lint(
        'server/routes/order.ts',
        "import { placeOrder } from '../handlers/order-place.ts'; import { ownerOf } from '../request/access.ts';",
      ),
    ).toEqual([]);
    expect(lint('server/request/access.ts', "import { parseGuestId } from '../services/guests.ts';")).toEqual([]);
    expect(
      lint(
        'server/services/orders.ts',
        "import { formatStore } from '../format/store.ts'; import { DB } from '../db/open.ts'; import { fail } from '../http/errors.ts';",
      ),
    ).toEqual([]);
    expect(lint('server/ssr/share-preview.ts', "import { formatAmount } from '../../src/domain/money.ts';")).toEqual(
      [],
    );
  });

  it('refuses a server import that goes up the stack, and any import of a route module but the assembly', () => {
    expect(lint('server/http/access.ts', "import { parseGuestId } from '../services/guests.ts';")).toEqual([
      'server/http may not import server/services (docs/design.md: imports go one way).',
    ]);
    expect(lint('server/services/reviews.ts', "import { DELIVERY_MEN } from '../seed/delivery-men.ts';")).toHaveLength(
      1,
    );
    expect(lint('server/catalog/catalog.ts', "import { SeedStore } from '../seed/stores.ts';")).toHaveLength(1);
    expect(lint('server/services/idp.ts', "import { Deps } from '../request/deps.ts';")).toHaveLength(1);
    expect(lint('server/routes/order.ts', "import { normalizePhone } from './auth.ts';")).toHaveLength(1);
    expect(lint('server/handlers/order-place.ts', "const r = import('../routes/parcel.ts');")).toHaveLength(1);
    expect(lint('server/db/open.ts', "import { Catalog } from '../catalog/catalog.ts';")).toHaveLength(1);
  });

  it('keeps the storefront and the server apart', () => {
    expect(lint('src/domain/bill.ts', "import { priceOrder } from '../../server/services/orders.ts';")).toHaveLength(1);
  });
});

function lintSql(file: string, code: string): string[] {
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        plugins: { layers },
        rules: { 'layers/sql-in-services': 'error' },
        languageOptions: { sourceType: 'module' },
      },
    ],
    {
      filename: join(root, file),
    },
  );
  return messages.map((m) => m.ruleId ?? m.message);
}

describe('SQL only in services or the db layer (server/README.md Layout)', () => {
  it('lets services, the db layer and the seed prepare statements', () => {
    expect(
      lintSql(
        'server/services/wishlists.ts',
        "const n = db.prepare('SELECT COUNT(*) AS n FROM wishlists WHERE ref_id = ?').get(1);",
      ),
    ).toEqual([]);
    expect(
      lintSql('server/db/open.ts', 'db.pragma(\'journal_mode = WAL\'); db.prepare(`DELETE FROM "${t}"`).run();'),
    ).toEqual([]);
    expect(lintSql('server/seed/index.ts', "db.prepare('INSERT INTO users (id) VALUES (?)').run(1);")).toEqual([]);
  });

  it('refuses a statement prepared in a route, a handler, the request layer, the catalogue or the assembly', () => {
    expect(
      lintSql('server/routes/wishlist.ts', "db.prepare('DELETE FROM wishlists WHERE user_id = ?').run(1);"),
    ).toEqual(['layers/sql-in-services', 'layers/sql-in-services']);
    expect(lintSql('server/handlers/parcel-order.ts', 'const s = db.prepare(sql);')).toEqual([
      'layers/sql-in-services',
    ]);
    expect(
      lintSql(
        'server/request/idempotency.ts',
        "const find = db.prepare('SELECT body_hash FROM idempotency_keys WHERE key = ?');",
      ),
    ).toHaveLength(2);
    expect(lintSql('server/catalog/catalog.ts', 'const q = `UPDATE items SET stock = ? WHERE id = ?`;')).toEqual([
      'layers/sql-in-services',
    ]);
    expect(lintSql('server/app.ts', "const q = 'INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)';")).toEqual(
      ['layers/sql-in-services'],
    );
  });

  it('leaves prose, regular expressions and the storefront alone', () => {
    expect(
      lintSql(
        'server/routes/cart.ts',
        "fail(403, 'cart_item', 'Select from the list, then update the cart'); const m = /^x$/.exec(s);",
      ),
    ).toEqual([]);
    expect(lintSql('server/routes/address.ts', "failMessage(404, 'Delete from your list failed');")).toEqual([]);
    expect(lintSql('src/api/client.ts', "const q = 'SELECT * FROM x';")).toEqual([]);
  });
});
