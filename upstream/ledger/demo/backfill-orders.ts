// Demo orders written by an older seed, brought in line with the contract when a seeded database
// starts again (idempotent, a no-op on current data): order types were product categories
// ("Bike", "PAA") instead of OR/PO/CF, and receipts pointed at .jpg files nobody wrote.
import type { Client } from '@libsql/client';

export async function backfillDemoOrders(client: Client): Promise<void> {
  await client.batch(
    [
      "UPDATE ledger_orders SET order_type = 'OR' WHERE order_type IN ('Bike', 'PAA')",
      `UPDATE ledger_payment_docs
          SET file_ref = 'payment-receipts/' || order_number || '/' || id || '.pdf', file_name = replace(file_name, '.jpg', '.pdf')
        WHERE file_ref = 'payment-receipts/' || order_number || '/' || id || '.jpg'`,
    ],
    'write',
  );
}
