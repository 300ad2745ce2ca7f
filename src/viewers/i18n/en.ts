/** Viewer texts, under `viewer`. Registered by the viewers themselves, so any area can use them. */
export default {
  viewer: {
    opening: 'Opening the file…',
    broken: 'This file is damaged or incomplete and cannot be shown.',
    workerFailed: 'The viewer could not start. Check the connection and try again.',
    download: 'Download',
    fit: 'Fit to width',
    zoom: 'Zoom {{percent}}%',
    page: 'Page {{page}} of {{total}}',
    pageLabel: 'Page {{page}}',
    pdf: 'PDF document: {{name}}',
    sheets: 'Sheets',
    size: '{{rows}} rows × {{cols}} columns',
    emptySheet: 'This sheet is empty.',
    rowNumber: 'Row',
  },
};
