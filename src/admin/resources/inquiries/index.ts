import { inquiries } from '../../../shared/resources/inquiries';
import { buildResourceScreens } from '../../builder/buildResourceScreens';
import { InquiryEdit } from './InquiryEdit';
import { InquiryList } from './InquiryList';
import { InquiryShow } from './InquiryShow';

/** Inquiries come from the website's forms: staff read, handle and delete them, but never create one. */
export const inquiryScreens = buildResourceScreens(inquiries, { list: InquiryList, show: InquiryShow, edit: InquiryEdit, create: null });
