import { ORDERS_REPORT_CSV_COLUMNS, type OrdersReportOrder } from '@marketplace/contracts';
import {
  csvField,
  csvRecord,
  itemsCell,
  ordersReportCsvHeader,
  ordersReportCsvRow,
  ordersReportFileName,
} from './orders-report-csv';

const order: OrdersReportOrder = {
  id: 42,
  externalOrderId: 'SR-9001',
  category: 'Food & Restaurants',
  customerName: 'Asha Rao',
  restaurantName: 'Punjab Da Dhaba',
  status: 'out_for_delivery',
  externalStatus: 'OUT_FOR_DELIVERY',
  totalAmount: 557.5,
  createdAt: '2026-03-14T06:30:00.000Z',
  updatedAt: '2026-03-14T07:00:00.000Z',
  phoneNumber: '9876543210',
  deliveryAddress: 'Flat 4B, Prestige Lakeside',
  items: [
    { name: 'Paneer Tikka', price: 249, quantity: 2 },
    { name: 'Butter Naan', price: 59.5, quantity: 1 },
  ],
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  paymentId: null,
  specialInstructions: null,
  acceptedTime: null,
  preparingTime: null,
  readyTime: null,
  pickedUpTime: null,
  outForDeliveryTime: null,
  deliveredTime: null,
  cancelledTime: null,
};

describe('csvField', () => {
  it('writes plain text, numbers and nothing as they are', () => {
    expect([csvField('Asha Rao'), csvField(42), csvField(null), csvField('')]).toEqual([
      'Asha Rao',
      '42',
      '',
      '',
    ]);
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Flat 4B, Prestige Lakeside')).toBe('"Flat 4B, Prestige Lakeside"');
    expect(csvField('The "Dhaba"')).toBe('"The ""Dhaba"""');
    expect(csvField('Ring twice\nthen wait')).toBe('"Ring twice\nthen wait"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'keeps a cell starting with %j from running as a formula',
    (start) => {
      const field = csvField(`${start}HYPERLINK("http://evil.example","x")`);
      // The apostrophe comes first, inside the quotes when the field needs them.
      expect(field.replace(/^"/, '').startsWith(`'${start}`)).toBe(true);
    },
  );

  it('neutralises and quotes together when both are needed', () => {
    expect(csvField('=1+2,3')).toBe(`"'=1+2,3"`);
    expect(csvField('=cmd|"/c calc"!A1')).toBe(`"'=cmd|""/c calc""!A1"`);
  });

  it('leaves a formula character that is not the first alone', () => {
    expect(csvField('Tikka - Large')).toBe('Tikka - Large');
  });
});

describe('csvRecord', () => {
  it('joins the fields with commas and ends the record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null, 7])).toBe('a,"b,c",,7\r\n');
  });
});

describe('the orders report CSV', () => {
  it('starts with a UTF-8 byte order mark and the contract’s columns in order', () => {
    expect(ordersReportCsvHeader()).toBe(`\uFEFF${ORDERS_REPORT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('writes one order a line, in the columns’ order, amount with two decimals and status as shown', () => {
    expect(ordersReportCsvRow(order)).toBe(
      [
        '42',
        'SR-9001',
        'Food & Restaurants',
        'Asha Rao',
        '9876543210',
        'Punjab Da Dhaba',
        'out for delivery',
        'OUT_FOR_DELIVERY',
        '557.50',
        'cod',
        'pending',
        '2026-03-14T06:30:00.000Z',
        '2026-03-14T07:00:00.000Z',
        '"Flat 4B, Prestige Lakeside"',
        'Paneer Tikka × 2; Butter Naan × 1',
      ].join(',') + '\r\n',
    );
  });

  it('leaves the cells of missing values empty', () => {
    const row = ordersReportCsvRow({
      ...order,
      externalOrderId: null,
      customerName: null,
      externalStatus: null,
    });
    expect(row.split(',').slice(0, 8)).toEqual([
      '42',
      '',
      'Food & Restaurants',
      '',
      '9876543210',
      'Punjab Da Dhaba',
      'out for delivery',
      '',
    ]);
  });

  it('guards every text column against formulas, the items cell included', () => {
    const row = ordersReportCsvRow({
      ...order,
      customerName: '=HYPERLINK("http://evil.example")',
      items: [{ name: '@SUM(A1:A9)', price: 1, quantity: 1 }],
    });
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`'@SUM(A1:A9) × 1`);
  });

  it('writes an order without lines with an empty items cell', () => {
    expect(itemsCell([])).toBe('');
  });

  it('names the file by the marketplace’s (Indian) day', () => {
    expect(ordersReportFileName(new Date('2026-03-13T20:00:00Z'))).toBe('orders-report-2026-03-14.csv');
    expect(ordersReportFileName(new Date('2026-03-13T18:00:00Z'))).toBe('orders-report-2026-03-13.csv');
  });
});
