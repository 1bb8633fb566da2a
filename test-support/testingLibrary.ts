import { configure } from '@testing-library/dom';

/**
 * The dashboard's screens are lazy and react-admin renders in several passes: on a busy machine (the
 * whole suite on two cores) a screen can take longer than Testing Library's default second to appear.
 * Waiting longer only costs time when a test fails anyway.
 */
configure({ asyncUtilTimeout: 5_000 });
