import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app.tsx';
import { DocumentInput, webcamErrorKey } from './document-input.tsx';
import { loadDocumentItems, type DocumentItem } from './document-items.ts';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function Harness({
  initial = [],
  multiple = false,
  withTitle = false,
  withWebcam = false,
  spy = vi.fn(),
}: {
  initial?: DocumentItem[];
  multiple?: boolean;
  withTitle?: boolean;
  withWebcam?: boolean;
  spy?: (items: DocumentItem[]) => void;
}) {
  const [items, setItems] = useState<DocumentItem[]>(initial);
  return (
    <DocumentInput
      label="Anexos"
      value={items}
      onChange={(next) => {
        spy(next);
        setItems(next);
      }}
      multiple={multiple}
      withTitle={withTitle}
      withWebcam={withWebcam}
    />
  );
}

const fileInput = () => screen.getByTestId('document-input-file');
const rows = () => screen.queryAllByTestId('document-item');
const statuses = () => rows().map((row) => row.getAttribute('data-status'));

describe('DocumentInput (spec 000 §2.6, §4.1, §8.2)', () => {
  it('the file button opens the picker from the keyboard', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    renderWithProviders(<Harness />);
    expect(screen.getByText('Sem documentos.')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Escolher ficheiro' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('single mode: a new file replaces the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.upload(fileInput(), pdf('a.pdf'));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('a.pdf');
    expect(rows()[0]).toHaveTextContent('Por enviar');
    await user.upload(fileInput(), pdf('b.pdf'));
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('b.pdf');
  });

  it('multiple mode: files are added, each with its own optional title', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    renderWithProviders(<Harness multiple withTitle spy={spy} />);
    await user.upload(fileInput(), [pdf('a.pdf'), pdf('b.pdf')]);
    await user.upload(fileInput(), pdf('c.pdf'));
    expect(statuses()).toEqual(['TO_UPLOAD', 'TO_UPLOAD', 'TO_UPLOAD']);
    await user.type(screen.getByRole('textbox', { name: 'Título de b.pdf' }), 'Guia');
    const last = spy.mock.lastCall?.[0] as DocumentItem[];
    expect(last.map((item) => item.titulo)).toEqual([null, 'Guia', null]);
    await user.click(screen.getByRole('button', { name: 'Remover a.pdf' }));
    expect(rows().map((row) => within(row).getByText(/\.pdf$/).textContent)).toEqual(['b.pdf', 'c.pdf']);
  });

  it('removing a stored document marks it for removal until cancelled; its name links to the download', async () => {
    const user = userEvent.setup();
    const initial = loadDocumentItems([
      { href: '/api/vacinacoes/1/anexos/documentosAnexos/9', nome: 'guia.pdf', id: 9, titulo: 'Guia' },
    ]);
    renderWithProviders(<Harness initial={initial} withTitle />);
    expect(screen.getByRole('link', { name: 'guia.pdf' })).toHaveAttribute(
      'href',
      '/api/vacinacoes/1/anexos/documentosAnexos/9',
    );
    expect(screen.getByText('Título: Guia')).toBeInTheDocument();
    expect(statuses()).toEqual(['REMOTE']);
    await user.click(screen.getByRole('button', { name: 'Remover guia.pdf' }));
    expect(statuses()).toEqual(['TO_REMOVE']);
    expect(rows()[0]).toHaveTextContent('A remover ao gravar');
    await user.click(screen.getByRole('button', { name: 'Cancelar remoção' }));
    expect(statuses()).toEqual(['REMOTE']);
  });

  it('shows the progress while uploading and offers no removal then', () => {
    const [item] = loadDocumentItems([{ file: pdf('a.pdf') }]);
    if (!item) throw new Error('item em falta');
    renderWithProviders(<Harness initial={[{ ...item, status: 'UPLOADING', progress: 40 }]} />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso do envio de a.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('button', { name: 'Remover a.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher ficheiro' })).toBeDisabled();
  });

  it('an ERROR item shows the message; in single mode it offers to pick another file', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLInputElement.prototype, 'click');
    const [item] = loadDocumentItems([{ file: pdf('a.exe') }]);
    if (!item) throw new Error('item em falta');
    const failed: DocumentItem = { ...item, status: 'ERROR', erro: 'Tipo de ficheiro não permitido.' };
    const { unmount } = renderWithProviders(<Harness initial={[failed]} />);
    const alert = within(rows()[0] ?? document.body).getByRole('alert');
    expect(alert).toHaveTextContent('Ocorreu um erro ao guardar o documento, por favor tente novamente.');
    expect(alert).toHaveTextContent('Tipo de ficheiro não permitido.');
    await user.click(within(alert).getByRole('button', { name: 'Escolher outro ficheiro' }));
    expect(click).toHaveBeenCalled();
    await user.upload(fileInput(), pdf('b.pdf'));
    expect(statuses()).toEqual(['TO_UPLOAD']);
    unmount();

    renderWithProviders(<Harness initial={[failed]} multiple />);
    expect(screen.queryByRole('button', { name: 'Escolher outro ficheiro' })).not.toBeInTheDocument();
  });

  it('drops files on the area', () => {
    renderWithProviders(<Harness multiple />);
    const area = screen.getByRole('button', { name: 'Escolher ficheiros' }).closest('[data-dragging], div');
    if (!area) throw new Error('sem área');
    fireEvent.drop(area, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });
    expect(statuses()).toEqual(['TO_UPLOAD', 'TO_UPLOAD']);
  });
});

describe('DocumentInput webcam (spec 000 §8.2, §9)', () => {
  // jsdom has no camera API; each test lends one to the navigator and takes it back.
  function provideCamera(getUserMedia: () => Promise<MediaStream>) {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  function fakeStream() {
    const stop = vi.fn();
    return { stream: { getTracks: () => [{ stop }] } as unknown as MediaStream, stop };
  }

  it('captures the frame as a JPEG (quality 1) named webcam-<timestamp>.jpg, added as TO_UPLOAD', async () => {
    const user = userEvent.setup();
    const { stream, stop } = fakeStream();
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    provideCamera(getUserMedia);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(new Blob(['jpeg'], { type: 'image/jpeg' })));
    vi.spyOn(Date, 'now').mockReturnValue(1_718_000_000_000);
    const spy = vi.fn();
    renderWithProviders(<Harness multiple withWebcam spy={spy} />);

    await user.click(screen.getByRole('button', { name: 'Usar câmara' }));
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: false });
    const capture = screen.getByRole('button', { name: 'Capturar' });
    await waitFor(() => expect(capture).toBeEnabled());
    await user.click(capture);
    await waitFor(() => expect(statuses()).toEqual(['TO_UPLOAD']));
    expect(drawImage).toHaveBeenCalled();
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 1);
    const [item] = spy.mock.lastCall?.[0] as DocumentItem[];
    expect(item?.file?.name).toBe('webcam-1718000000000.jpg');
    expect(item?.file?.type).toBe('image/jpeg');
    expect(rows()[0]).toHaveTextContent('webcam-1718000000000.jpg');

    await user.click(screen.getByRole('button', { name: 'Fechar câmara' }));
    expect(stop).toHaveBeenCalled();
  });

  it('collects and lists the initialisation errors', async () => {
    const user = userEvent.setup();
    const getUserMedia = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
      .mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    provideCamera(getUserMedia);
    renderWithProviders(<Harness withWebcam />);
    await user.click(screen.getByRole('button', { name: 'Usar câmara' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Permissão negada para aceder à câmara.');
    expect(screen.getByRole('button', { name: 'Capturar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(alert).toHaveTextContent('Não foi encontrada nenhuma câmara.');
  });

  it('says so when the browser has no camera access at all', async () => {
    const user = userEvent.setup();
    expect('mediaDevices' in navigator).toBe(false);
    renderWithProviders(<Harness withWebcam />);
    await user.click(screen.getByRole('button', { name: 'Usar câmara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('O navegador não permite aceder à câmara.');
  });

  it('maps camera errors by name', () => {
    expect(webcamErrorKey(new DOMException('x', 'SecurityError'))).toBe('documents.webcam.errors.denied');
    expect(webcamErrorKey(new DOMException('x', 'NotReadableError'))).toBe('documents.webcam.errors.busy');
    expect(webcamErrorKey('estranho')).toBe('documents.webcam.errors.other');
  });
});
