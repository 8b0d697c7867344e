import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, callsTo, refusal, resetShopApi } from '../test-support/shop-api';
import { cart } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

const discount = (id: number, code: string, over: Record<string, unknown> = {}) => ({
  id,
  code,
  description: '',
  kind: 'percent',
  value: 10,
  minimum_subtotal: 0,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  used_count: 0,
  is_active: true,
  created_at: '2026-03-01T00:00:00Z',
  ...over,
});

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([]));
});

test('lists each code with its amount, dates, usage and where it stands', async () => {
  answer('GET', 'discounts/', {
    results: [
      discount(1, 'SPRING', { description: 'Spring sale', usage_limit: 10, used_count: 3 }),
      discount(2, 'FIVER', { kind: 'fixed', value: 5, minimum_subtotal: 50, usage_limit: 2, used_count: 2 }),
      discount(3, 'LATER', { starts_at: '2999-01-01T00:00:00Z' }),
      discount(4, 'OLDIE', { is_active: false }),
    ],
    count: 4,
  });
  openShop('/dashboard/ecommerce/discounts', 'staff');
  const spring = (await screen.findByText('SPRING', { selector: 'strong' })).closest('tr') as HTMLElement;
  expect(spring).toHaveTextContent('10% off');
  expect(spring).toHaveTextContent('Spring sale');
  expect(spring).toHaveTextContent('Always');
  expect(spring).toHaveTextContent('3 of 10 used');
  expect(within(spring).getByText('Active')).toBeInTheDocument();
  const fiver = screen.getByText('FIVER', { selector: 'strong' }).closest('tr') as HTMLElement;
  expect(fiver).toHaveTextContent('$5.00 off');
  expect(fiver).toHaveTextContent('Orders from $50.00');
  expect(within(fiver).getByText('Used up')).toBeInTheDocument();
  expect(within(screen.getByText('LATER', { selector: 'strong' }).closest('tr') as HTMLElement).getByText('Scheduled')).toBeInTheDocument();
  expect(
    within(screen.getByText('OLDIE', { selector: 'strong' }).closest('tr') as HTMLElement).getByRole('button', { name: 'Switch on OLDIE' }),
  ).toBeInTheDocument();
});

test('New discount sends the code and its rules; a refusal is shown in the dialog', async () => {
  answer('GET', 'discounts/', { results: [], count: 0 });
  answer('POST', 'discounts/', () => {
    throw refusal(409, { detail: 'A discount with the code WELCOME already exists' });
  });
  openShop('/dashboard/ecommerce/discounts', 'staff');
  expect(await screen.findByText('No discount codes yet')).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole('button', { name: 'New discount' })[0]);
  const dialog = within(screen.getByRole('dialog'));
  fireEvent.change(dialog.getByLabelText(/Code/), { target: { value: 'welcome' } });
  fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'fixed' } });
  fireEvent.change(dialog.getByLabelText(/Amount off/), { target: { value: '7.5' } });
  fireEvent.change(dialog.getByLabelText('Usage limit'), { target: { value: '10' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Create discount' }));
  expect(await dialog.findByText('A discount with the code WELCOME already exists')).toBeInTheDocument();
  expect(callsTo('POST', 'discounts/')[0].body).toEqual({
    code: 'WELCOME',
    description: '',
    kind: 'fixed',
    value: 7.5,
    minimum_subtotal: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: 10,
    per_customer_limit: null,
    is_active: true,
  });
});

test('Switch off changes only whether the code is active, and the list is read again', async () => {
  let active = true;
  answer('GET', 'discounts/', () => ({ results: [discount(1, 'SPRING', { is_active: active })], count: 1 }));
  answer('PATCH', 'discounts/1/', (body: { is_active: boolean }) => {
    active = body.is_active;
    return discount(1, 'SPRING', { is_active: active });
  });
  openShop('/dashboard/ecommerce/discounts', 'staff');
  fireEvent.click(await screen.findByRole('button', { name: 'Switch off SPRING' }));
  await waitFor(() => expect(callsTo('PATCH', 'discounts/1/')[0]?.body).toEqual({ is_active: false }));
  expect(await screen.findByText('Off')).toBeInTheDocument();
});

test('customers are told it is for staff', async () => {
  openShop('/dashboard/ecommerce/discounts', 'customer');
  expect(await screen.findByText('Only staff members can manage discounts.')).toBeInTheDocument();
  expect(callsTo('GET', 'discounts/')).toHaveLength(0);
});
