import { signingApi, SIGNING_CODES } from '../signing';
import { NoRequest } from './common';
import { entry } from './contract';
import { ChangePinRequest, PinStatus, SetPinRequest } from './signing';

export const signingContract = [
  entry('signing.pinStatus', signingApi.pinStatus, {
    summary: 'Is a signing PIN set; the lock and the tries left',
    request: NoRequest,
    response: PinStatus,
  }),
  entry('signing.setPin', signingApi.setPin, {
    summary: 'Sets the signing PIN the first time',
    request: SetPinRequest,
    response: PinStatus,
    codes: { [SIGNING_CODES.pinAlreadySet]: 'a PIN is set already: change it with the old one' },
  }),
  entry('signing.changePin', signingApi.changePin, {
    summary: 'Changes the signing PIN (the old one is needed)',
    request: ChangePinRequest,
    response: PinStatus,
    codes: {
      [SIGNING_CODES.pinNotSet]: 'no PIN yet: set one first',
      [SIGNING_CODES.wrongPin]: 'the old PIN is wrong; data.remaining tries are left',
      1003: 'too many wrong PINs: data.lockedUntil',
    },
  }),
];
