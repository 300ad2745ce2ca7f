import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { findRoute } from '../../src/router/routes';
import { loadMessages } from '../../tests/unit/pages';
import { $modals } from '../../src/ui/Modal';
import { closeModal } from '../../src/ui/dialogs';
import { FileAdd } from './pages/Files';
import sap from './index';

/** SPEC 5 "submit data": the attachment is sent only after the user confirms. */
const sent = vi.hoisted(() => [] as string[]);
vi.mock('../../src/http', async (original) => ({
  ...(await original<typeof import('../../src/http')>()),
  upload: vi.fn(async (_service: string, _path: string, file: File) => void sent.push(file.name)),
}));

beforeAll(() => loadMessages([sap.messages!], ['en']));
beforeEach(() => {
  sent.length = 0;
  $modals.set([]);
});
afterEach(cleanup);

async function chooseAndUpload() {
  const view = render(<FileAdd query={{ id: '4500000001' }} route={findRoute('/pages/SAP/file/fileAdd')!} />);
  const file = new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' });
  const input = view.getByLabelText('Choose a file') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await view.findByText(/quote\.pdf/);
  fireEvent.click(view.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect($modals.get()).toHaveLength(1));
  return view;
}

describe('adding an attachment', () => {
  it('asks "Submit this data?" first; cancelling sends nothing and keeps the chosen file', async () => {
    const view = await chooseAndUpload();
    expect($modals.get()[0]).toMatchObject({ messageKey: 'confirm.submit', showCancel: true });
    closeModal($modals.get()[0], false);
    await waitFor(() =>
      expect((view.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(sent).toEqual([]);
    expect(view.getByText(/quote\.pdf/)).toBeTruthy();
  });

  it('sends the file once the user confirms', async () => {
    await chooseAndUpload();
    closeModal($modals.get()[0], true);
    await waitFor(() => expect(sent).toEqual(['quote.pdf']));
  });
});
