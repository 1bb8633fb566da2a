import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

/**
 * The rich text editor with the formatting an exposé text needs: no colours, no images, no code
 * (pictures belong in the image list, and the public page sets colours and fonts).
 */
export default function RichTextEditorInput(props: RichTextInputProps) {
  return (
    <RichTextInput
      {...props}
      toolbar={
        <RichTextInputToolbar size="small">
          <LevelSelect size="small" />
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
