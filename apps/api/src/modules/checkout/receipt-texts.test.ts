import { describe, expect, it } from 'vitest';
import {
  notificationDescription,
  notificationTitle,
  type ReceiptFacts,
  receiptHtml,
  receiptSubject,
  receiptText,
} from './receipt-texts';

const renewal: ReceiptFacts = {
  forename: 'Ann <b>',
  clubName: 'Hyde & Villiers',
  clubEmail: 'club@example.com',
  packageName: 'Hyde',
  packageType: 0,
  renewal: true,
  amount: '£3,200.00',
  cardLast4: '4242',
  renewalDate: 'Friday, 10 March 2028',
  homePoints: 800,
  openPlayPoints: 0,
  paymentId: 'p-1',
  paidAt: 'Monday, 23 November 2026',
};

describe('receipt and payment notification texts', () => {
  it('titles a membership Payment Successful and a top-up Top-up Successful', () => {
    expect(notificationTitle(renewal)).toBe('Payment Successful');
    expect(notificationTitle({ packageType: 1 })).toBe('Top-up Successful');
    expect(notificationTitle({ packageType: 2 })).toBe('Top-up Successful');
    expect(notificationDescription(renewal)).toBe(
      'Thank you for your payment of £3,200.00 for Hyde at Hyde & Villiers.',
    );
    expect(receiptSubject(renewal)).toBe('Your receipt from Hyde & Villiers: Hyde, £3,200.00');
  });

  it('names the renewal, the card’s last four, the new date and points, and the cooling-off rule', () => {
    const text = receiptText(renewal);
    expect(text).toContain('Package: Hyde (Membership renewal)');
    expect(text).toContain('Card: ending 4242');
    expect(text).toContain('Membership renews on: Friday, 10 March 2028');
    expect(text).toContain('Home points added: 800');
    expect(text).toContain('refunds take 3-5 working days');
  });

  it('leaves out the cooling-off note for a first payment and for top-ups, and lines that do not apply', () => {
    const joining = receiptText({ ...renewal, renewal: false });
    expect(joining).toContain('Hyde (New membership)');
    expect(joining).not.toContain('cancel');
    const topUp = receiptText({
      ...renewal,
      packageType: 2,
      packageName: '50 Open Play points',
      renewalDate: null,
      homePoints: 0,
      openPlayPoints: 50,
      cardLast4: null,
    });
    expect(topUp).toContain('Open Play points top-up');
    expect(topUp).toContain('Open Play points added (valid 12 months): 50');
    expect(topUp).not.toMatch(/renews on|Home points added|Card:|cancel/);
  });

  it('escapes club content in the HTML part', () => {
    const html = receiptHtml(renewal);
    expect(html).toContain('Hyde &amp; Villiers');
    expect(html).toContain('Hello Ann &lt;b&gt;,');
    expect(html).not.toContain('<b>');
  });
});
