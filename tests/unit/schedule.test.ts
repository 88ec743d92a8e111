import { describe, expect, it } from 'vitest';
import { isOpenNow, isWithinSchedule, scheduleAtValue, scheduleOptions, slotMinutes } from '../../src/domain/schedule';

const rows = (spans: Array<[string, string]>, days = [0, 1, 2, 3, 4, 5, 6]) =>
  days.flatMap((day) => spans.map(([opening_time, closing_time]) => ({ day, opening_time, closing_time })));
const config = { schedule_order: true, schedule_order_slot_duration: 30 };
// Sunday 15 June 2025, 12:10 local time
const sunday = new Date(2025, 5, 15, 12, 10, 0);

describe('acc §9 schedule slots', () => {
  it('acc §9 schedule: slots per day from opening to closing in the config step, none in the past', () => {
    const store = { active: true, schedule_order: true, schedules: rows([['09:00:00', '14:00:00']]) };
    const o = scheduleOptions(store, config, sunday);
    expect(o.canOrderNow).toBe(true);
    expect(o.days.map((d) => d.date)).toEqual(['2025-06-15', '2025-06-16']);
    expect(o.days[0]!.slots.map((s) => s.value)).toEqual([
      '2025-06-15 12:30:00',
      '2025-06-15 13:00:00',
      '2025-06-15 13:30:00',
    ]);
    expect(o.days[0]!.slots.at(-1)!.end.getHours()).toBe(14);
    expect(o.days[1]!.slots).toHaveLength(10);
    expect(o.days[1]!.slots[0]!.value).toBe('2025-06-16 09:00:00');
  });

  it('acc §9 schedule: split hours give slots in each part; the step follows schedule_order_slot_duration', () => {
    const store = {
      schedules: rows([
        ['10:00:00', '11:00:00'],
        ['17:00:00', '18:00:00'],
      ]),
    };
    const o = scheduleOptions(
      store,
      { schedule_order: true, schedule_order_slot_duration: 20 },
      new Date(2025, 5, 15, 8, 0),
    );
    expect(o.days[0]!.slots.map((s) => s.value.slice(11, 16))).toEqual([
      '10:00',
      '10:20',
      '10:40',
      '17:00',
      '17:20',
      '17:40',
    ]);
    expect(slotMinutes({})).toBe(30);
  });

  it('acc §9 schedule: a day without rows is closed', () => {
    const store = { schedules: rows([['09:00:00', '22:00:00']], [1, 2, 3, 4, 5, 6]) };
    const o = scheduleOptions(store, config, sunday, 3);
    expect(o.canOrderNow).toBe(false);
    expect(o.days.map((d) => d.weekday)).toEqual([1, 2]);
  });

  it('acc §9 schedule: a closed store offers only slots; with no slots it cannot take orders', () => {
    const evening = { schedules: rows([['17:00:00', '23:00:00']]) };
    const o = scheduleOptions(evening, config, sunday);
    expect(o.canOrderNow).toBe(false);
    expect(o.canSchedule).toBe(true);
    expect(o.days[0]!.slots[0]!.value).toBe('2025-06-15 17:00:00');
    const never = scheduleOptions({ schedules: [] }, config, sunday);
    expect(never.unavailable).toBe(true);
  });

  it('acc §9 schedule: no slots when the config or the store does not take scheduled orders, none at all when inactive', () => {
    const store = { schedules: rows([['00:00:00', '23:59:59']]) };
    expect(scheduleOptions(store, { schedule_order: false }, sunday).days).toEqual([]);
    expect(scheduleOptions({ ...store, schedule_order: false }, config, sunday).days).toEqual([]);
    const inactive = scheduleOptions({ ...store, active: false }, config, sunday);
    expect(inactive).toMatchObject({ canOrderNow: false, canSchedule: false, unavailable: true });
  });

  it('more §8.8 open now is strict at the opening and closing times; a slot may start at the opening', () => {
    const store = { schedules: rows([['09:00:00', '22:00:00']]) };
    expect(isOpenNow(store, new Date(2025, 5, 15, 9, 0, 0))).toBe(false);
    expect(isOpenNow(store, new Date(2025, 5, 15, 9, 0, 1))).toBe(true);
    expect(isOpenNow(store, new Date(2025, 5, 15, 22, 0, 0))).toBe(false);
    expect(isWithinSchedule(store, new Date(2025, 5, 15, 9, 0, 0))).toBe(true);
    expect(isWithinSchedule(store, new Date(2025, 5, 15, 22, 0, 0))).toBe(false);
    expect(scheduleAtValue(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
  });
});
