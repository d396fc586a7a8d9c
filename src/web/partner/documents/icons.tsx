import { drawn } from '../../components/icons';

// The documents' own drawings, made like the portal's (components/icons.tsx), and kept here so
// that only the pages that show documents carry them.

export const UploadIcon = drawn(() => (
  <path d="M12 15.5V4m0 0L7.5 8.5M12 4l4.5 4.5M4.5 15v3.5a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V15" />
));

export const TrashIcon = drawn(() => (
  <>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l.9 12.1a1.5 1.5 0 0 0 1.5 1.4h6.2a1.5 1.5 0 0 0 1.5-1.4L17.5 7" />
    <path d="M10 11v6M14 11v6" />
  </>
));
