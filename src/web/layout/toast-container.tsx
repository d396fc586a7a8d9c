import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '@shared/constants';

/** spec §9: 5000 ms, top-right, paused on hover and focus loss, dragged away at 80 %. */
export default function ConfiguredToastContainer() {
  return (
    <ToastContainer
      position={TOAST_DEFAULTS.position}
      autoClose={TOAST_DEFAULTS.autoCloseMs}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={TOAST_DEFAULTS.dragPercent}
    />
  );
}
