// Demo people: the demo customer (demo@example.com / 12345678, phone +8801700000001) with two addresses,
// a wallet balance, loyalty points and their transactions; a blocked customer (status 0) for auth-003.
// The demo customer's orders are seeded by seed/index.ts once the catalogue exists.
import type { DB } from '../db/open.ts';
import { hashPasswordSync } from '../services/passwords.ts';
import { stamp } from './common.ts';

export const DEMO_CUSTOMER = { id: 1, email: 'demo@example.com', password: '12345678', phone: '+8801700000001' };
export const BLOCKED_CUSTOMER = { id: 2, email: 'blocked@example.com', password: '12345678', phone: '+8801700000002' };

export function seedPeople(db: DB): void {
  const user =
    db.prepare(`INSERT INTO users (id, f_name, l_name, phone, email, password, is_phone_verified, is_email_verified, email_verified_at,
      status, login_medium, wallet_balance, loyalty_point, ref_code, created_at, updated_at)
    VALUES (@id, @f_name, @l_name, @phone, @email, @password, 1, 1, @created_at, @status, 'manual', @wallet, @points, @ref_code, @created_at, @created_at)`);
  user.run({
    id: 1,
    f_name: 'Demo',
    l_name: 'Customer',
    phone: DEMO_CUSTOMER.phone,
    email: DEMO_CUSTOMER.email,
    password: hashPasswordSync(DEMO_CUSTOMER.password),
    status: 1,
    wallet: 1500,
    points: 250,
    ref_code: 'DEMO2024',
    created_at: stamp(0),
  });
  user.run({
    id: 2,
    f_name: 'Blocked',
    l_name: 'Customer',
    phone: BLOCKED_CUSTOMER.phone,
    email: BLOCKED_CUSTOMER.email,
    password: hashPasswordSync(BLOCKED_CUSTOMER.password),
    status: 0,
    wallet: 0,
    points: 0,
    ref_code: 'BLOCK2024',
    created_at: stamp(1),
  });

  const addr =
    db.prepare(`INSERT INTO addresses (user_id, contact_person_name, contact_person_number, address_type, address, latitude, longitude,
      floor, road, house, zone_id, zone_ids, created_at, updated_at)
    VALUES (1, 'Demo Customer', '+8801700000001', @type, @address, @lat, @lng, @floor, @road, @house, @zone_id, @zone_ids, @at, @at)`);
  addr.run({
    type: 'home',
    address: 'House 12, Road 27, Dhanmondi, Dhaka',
    lat: '23.7557',
    lng: '90.3753',
    floor: '3',
    road: '27',
    house: '12',
    zone_id: 2,
    zone_ids: '[2,1]',
    at: stamp(2),
  });
  addr.run({
    type: 'office',
    address: 'Gulshan Avenue, Gulshan 1, Dhaka',
    lat: '23.7806',
    lng: '90.4163',
    floor: '8',
    road: 'Gulshan Avenue',
    house: '45',
    zone_id: 1,
    zone_ids: '[1]',
    at: stamp(3),
  });

  const wallet =
    db.prepare(`INSERT INTO wallet_transactions (user_id, transaction_id, credit, debit, admin_bonus, balance, transaction_type, reference, created_at, updated_at)
    VALUES (1, @tid, @credit, @debit, @bonus, @balance, @type, @ref, @at, @at)`);
  wallet.run({
    tid: 'a1b2c3d4-0000-4000-8000-000000000001',
    credit: 1000,
    debit: 0,
    bonus: 0,
    balance: 1000,
    type: 'add_fund',
    ref: 'stripe',
    at: stamp(4),
  });
  wallet.run({
    tid: 'a1b2c3d4-0000-4000-8000-000000000002',
    credit: 500,
    debit: 0,
    bonus: 0,
    balance: 1500,
    type: 'loyalty_point',
    ref: null,
    at: stamp(5),
  });

  const loyalty =
    db.prepare(`INSERT INTO loyalty_transactions (user_id, transaction_id, credit, debit, balance, reference, transaction_type, created_at, updated_at)
    VALUES (1, @tid, @credit, @debit, @balance, @ref, @type, @at, @at)`);
  loyalty.run({
    tid: 'b1b2c3d4-0000-4000-8000-000000000001',
    credit: 5250,
    debit: 0,
    balance: 5250,
    ref: '100001',
    type: 'order_place',
    at: stamp(4),
  });
  loyalty.run({
    tid: 'b1b2c3d4-0000-4000-8000-000000000002',
    credit: 0,
    debit: 5000,
    balance: 250,
    ref: null,
    type: 'point_to_wallet',
    at: stamp(5),
  });
}
