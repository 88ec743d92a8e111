// Demo offline payment methods in the platform's shape: `method_fields` are the payee details shown to
// the customer, `method_informations` the inputs the customer fills in (platform web client: OfflineForm).
import { stamp } from './common.ts';
import type { OfflinePaymentMethod } from '../services/offline-payments.ts';

export const OFFLINE_PAYMENT_METHODS: OfflinePaymentMethod[] = [
  {
    id: 1,
    method_name: 'Bank Transfer',
    method_fields: [
      { input_name: 'bank_name', input_data: 'Demo Bank' },
      { input_name: 'account_name', input_data: 'Demo Mart Ltd' },
      { input_name: 'account_number', input_data: '0123 4567 8901' },
    ],
    method_informations: [
      { customer_input: 'account_holder_name', customer_placeholder: 'Name on your account', is_required: 1 },
      { customer_input: 'transaction_id', customer_placeholder: 'Transfer reference', is_required: 1 },
    ],
    status: 1,
    created_at: stamp(0),
    updated_at: stamp(0),
  },
  {
    id: 2,
    method_name: 'bKash Send Money',
    method_fields: [{ input_name: 'bkash_number', input_data: '+8801700000099' }],
    method_informations: [
      { customer_input: 'sender_number', customer_placeholder: 'Your bKash number', is_required: 1 },
      { customer_input: 'transaction_id', customer_placeholder: 'bKash transaction ID', is_required: 1 },
      { customer_input: 'note', customer_placeholder: 'Anything we should know', is_required: 0 },
    ],
    status: 1,
    created_at: stamp(1),
    updated_at: stamp(1),
  },
  {
    id: 3,
    method_name: 'Cheque',
    method_fields: [{ input_name: 'payable_to', input_data: 'Demo Mart Ltd' }],
    method_informations: [{ customer_input: 'cheque_number', customer_placeholder: 'Cheque number', is_required: 1 }],
    status: 0,
    created_at: stamp(2),
    updated_at: stamp(2),
  },
];
