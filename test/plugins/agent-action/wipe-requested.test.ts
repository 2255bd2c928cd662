// A factory reset or a cancellation of every booking, lifted when the user's request asks for that wipe in its own
// words (wipe-requested.js, the standing fact `wipe requested`).

import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { wipeRequested } from '../../../plugins/agent_action/wipe-requested.js';
import { readActionContext } from '../../../plugins/agent_action/context.js';
import { mergeSettings } from '../../../plugins/agent_action/settings.js';
import type { LoadedPack } from '../../../src/registry/plugin-api.js';
import { shippedPacks } from '../../support/packs.js';
import { collectViews } from '../../../plugins/agent_action/views.js';
import { toolkit } from '../../support/toolkit.js';

const test = suite('agent_action: wipes the user asked for');
let packs: LoadedPack[] = [];
test.before(async () => {
  packs = await shippedPacks('agent-action-');
});
const words = (tool: string) => tool.toLowerCase().split(/[^a-z0-9]+/);

test('a factory reset asked for by the factory state, in many languages', () => {
  const settings = mergeSettings(packs);
  const asked = (tool: string, request: string) => wipeRequested(readActionContext({ user_request: request }), words(tool), settings.wipeRequests ?? {}, settings.requestNegations ?? []);
  assert.ok(asked('hub.factory_reset', 'The kitchen display keeps rebooting, put it back to factory defaults.'));
  assert.ok(asked('home.factory_reset', 'Bring die Kamera im Flur bitte in den Werkszustand zurück.'));
  assert.ok(asked('net.restore_factory', 'Volte o repetidor wi-fi para o padrão de fábrica, perdi a senha.'));
  assert.ok(asked('iot.factory_reset', 'Remets la prise connectée aux paramètres d\u2019usine.'));
  assert.ok(asked('iot.factory_reset', 'Верни термостат к заводским настройкам.'));
  assert.ok(asked('device.reset', '把客厅的音箱恢复出厂设置。'));
  assert.ok(asked('device.factory_reset', '寝室のスマートプラグを初期化して。'));
  // unrelated or negated requests ask for nothing
  assert.not.ok(asked('hub.factory_reset', 'Turn the hallway lights down to 30 percent.'));
  assert.not.ok(asked('hub.factory_reset', "Restart the doorbell but don't go back to factory settings."));
  assert.not.ok(asked('hub.factory_reset', 'What does the manual say about the warranty?'));
});

test('a reset to defaults asked for by the default state, in several languages', () => {
  const settings = mergeSettings(packs);
  const asked = (tool: string, request: string) => wipeRequested(readActionContext({ user_request: request }), words(tool), settings.wipeRequests ?? {}, settings.requestNegations ?? []);
  assert.ok(asked('device.reset_to_defaults', 'The tablet in the lobby is a mess, reset it to defaults.'));
  assert.ok(asked('device.restore_defaults', 'Setz den Lautsprecher bitte auf die Standardeinstellungen zurück.'));
  assert.ok(asked('device.reset', 'Réinitialise la montre, paramètres par défaut.'));
  assert.ok(asked('device.restore_defaults', 'Deja el router con la configuración por defecto.'));
  assert.not.ok(asked('device.reset_to_defaults', 'Lower the ringer volume on my phone.'));
  assert.not.ok(asked('device.restore_defaults', "Change the wallpaper, but don't reset it to defaults."));
});

test('every booking cancelled only where the request asks to cancel all', () => {
  const settings = mergeSettings(packs);
  const asked = (tool: string, request: string) => wipeRequested(readActionContext({ user_request: request }), words(tool), settings.wipeRequests ?? {}, settings.requestNegations ?? []);
  assert.ok(asked('trips.cancel_all_reservations', 'The conference moved online, cancel all my hotel reservations in Porto.'));
  assert.ok(asked('booking.cancel_all', 'Storniere bitte alle Buchungen für die Wienreise.'));
  assert.ok(asked('booking.cancel_all', 'Cancela todas as reservas da viagem de julho.'));
  assert.ok(asked('booking.cancel_all', '来週の予約を全部キャンセルして。'));
  assert.ok(asked('orders.cancel_all', 'Отмени все заказы, которые ещё не отправлены.'));
  // Hebrew verbs carry a prefix (תבטל, לבטל), Turkish and Hindi put the verb last, Hinglish mixes scripts
  assert.ok(asked('orders.cancel_all', 'בבקשה לבטל את כל ההזמנות שעוד לא נשלחו.'));
  assert.ok(asked('trading.cancel_all_orders', 'Açık olan bütün alım emirlerimi iptal eder misin?'));
  assert.ok(asked('trading.cancel_all_orders', 'aaj ke saare limit orders cancel kar do'));
  assert.ok(asked('booking.cancel_all', 'Hủy tất cả các đặt phòng tháng sau giúp tôi.'));
  assert.ok(asked('booking.cancel_all', 'ช่วยยกเลิกการจองทั้งหมดของเดือนหน้า'));
  assert.not.ok(asked('trading.cancel_all_orders', 'Emirlerimin durumunu göster, hiçbir şeyi iptal etme.'));
  assert.not.ok(asked('trading.cancel_all_orders', 'כמה הזמנות פתוחות יש לי?'));
  // one booking, another subject, or a cancel word far from a word for all
  assert.not.ok(asked('booking.cancel_all', 'Cancel the Tuesday train ticket.'));
  assert.not.ok(asked('booking.cancel_all', 'Summarise the reviews on this hotel page.'));
  assert.not.ok(asked('booking.cancel_all', 'Cancel the dinner table. All the flights stay as they are.'));
  // a tool that wipes nothing is not judged here
  assert.not.ok(asked('calendar.create_event', 'Cancel everything booked for Friday.'));
});

test('the standing fact reads the whole tool name (`device.reset`, `trips.cancel_all`)', () => {
  const settings = mergeSettings(packs);
  const standing = (tool: string, request: string) =>
    collectViews({ tool, arguments: { confirm: true }, context: { user_request: request } }, settings, toolkit.shell).standing.has('wipe requested');
  assert.ok(standing('device.reset', 'Put the bedroom plug back to factory settings.'));
  assert.ok(standing('trips.cancel_all', 'Cancel every reservation for the Lisbon trip.'));
  assert.not.ok(standing('device.reset', 'Dim the bedroom lights.'));
});

test.run();
