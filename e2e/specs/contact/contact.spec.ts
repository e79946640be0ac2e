import { expect, expectAccessible, storedRows, test, uniqueEmail } from '../../fixtures.ts';

/** Removes the console errors a test provokes on purpose (e.g. Chrome logging a 4xx response), requiring at least one. */
function acceptConsoleErrors(consoleErrors: string[], pattern: RegExp) {
  const expected = consoleErrors.filter((e) => pattern.test(e));
  expect(expected.length, `console errors matching ${pattern}`).toBeGreaterThan(0);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !pattern.test(e)));
}

type ContactRow = {
  name: string;
  email: string;
  subject: string;
  message: string;
  department: string;
  reference: string;
};

test.describe('contact page', () => {
  test('shows the heading, the three ways to reach us and is accessible', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    for (const name of ['Phone', 'Email', 'Live Chat'])
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByText('Mon-Fri 9AM-8PM ET')).toBeVisible();
    await expect(page.getByText('Replies within 24 hours')).toBeVisible();
    await expectAccessible(page);
  });

  test('an empty or bad form shows the documented messages and stores nothing', async ({ page }) => {
    const email = uniqueEmail('contact-bad');
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(
      page.getByText('Please enter a valid email address').or(page.getByText('Email is required')),
    ).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByText('Please select a department')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Name' }).fill('A');
    await page.getByRole('textbox', { name: 'Email' }).fill(email.replace('@', ''));
    await page.getByRole('textbox', { name: 'Subject' }).fill('Help');
    await page.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    expect(await storedRows(page, 'contact-messages', email)).toEqual([]);
    expect(await storedRows(page, 'contact-messages', email.replace('@', ''))).toEqual([]);
  });

  test('a valid message is stored, confirmed with a toast and a reference, and the form resets', async ({ page }) => {
    const email = uniqueEmail('contact-ok');
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana Silva');
    await page.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Subject' }).fill('Change my booking');
    await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Billing' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Please send me an invoice for my last trip.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Contact form submitted')).toBeVisible();
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible();
    const reference = page.getByText(/^Your reference: ESC-[A-Z2-9]{8}$/);
    await expect(reference).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('');

    const rows = await storedRows<ContactRow>(page, 'contact-messages', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ana Silva',
      email,
      subject: 'Change my booking',
      message: 'Please send me an invoice for my last trip.',
      department: 'billing',
    });
    await expect(reference).toHaveText(`Your reference: ${rows[0]!.reference}`);
  });

  test('the submit button is disabled and says so while the message is sending', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact-messages', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana Silva');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact-pending'));
    await page.getByRole('textbox', { name: 'Subject' }).fill('A question');
    await page.getByRole('combobox', { name: 'Department' }).selectOption('other');
    await page.getByRole('textbox', { name: 'Message' }).fill('Just checking how long refunds take.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page.getByText('Contact form submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('?department= preselects the department, and the live chat card leads to Customer Support', async ({ page }) => {
    await page.goto('/contact?department=billing');
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('billing');
    await page.getByRole('link', { name: 'Message Customer Support' }).click();
    await expect(page).toHaveURL(/\/contact\?department=customer_support#contact-form$/);
    await expect(page.getByRole('combobox', { name: 'Department' })).toHaveValue('customer_support');
    await expect(page.getByRole('combobox', { name: 'Department' }).locator('option:checked')).toHaveText(
      'Customer Support',
    );
  });

  test('a server refusal shows the server message in a toast and on the field', async ({ page, consoleErrors }) => {
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Name must be at least 2 characters',
            fields: [{ path: 'name', code: 'contact.nameMin', message: 'Name must be at least 2 characters' }],
          },
        }),
      }),
    );
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana Silva');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact-refused'));
    await page.getByRole('textbox', { name: 'Subject' }).fill('A question');
    await page.getByRole('combobox', { name: 'Department' }).selectOption('other');
    await page.getByRole('textbox', { name: 'Message' }).fill('Just checking how long refunds take.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message was not sent')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
    acceptConsoleErrors(consoleErrors, /status of 400/);
  });

  test('the offices and their server-drawn map are shown', async ({ page }) => {
    await page.goto('/contact');
    for (const name of ['Providence Headquarters', 'Lisbon Office', 'Singapore Office']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Our offices' }).getByText('100 Westminster Street, Suite 1200'),
    ).toBeVisible();
    const map = page.getByRole('img', { name: 'Map of Escazo offices in Providence, Lisbon, and Singapore' });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', '/media/maps/offices.svg');
    await expect(map).toHaveAttribute('width', '960');
    await expect(map).toHaveAttribute('height', '500');
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
    await expectAccessible(page);
  });
});
